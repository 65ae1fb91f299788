import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import EquipmentTestSupport
import Testing

@MainActor
@Suite("Equipment screens", .dependencies(), .timeLimit(.minutes(1)))
struct EquipmentScreensTests {
  struct StoreDown: Error {}

  @Test func theHubAssignsTheCountsItIsHandedAndReadsNothingElse() async throws {
    // Every other endpoint is the failing test value: a count or a re-read fails the test.
    let handed = EquipmentKind.counts([.stabilizer: 2, .riser: 1])
    try await withDependencies {
      $0.equipment.observeCounts = { .once { handed } }
    } operation: { () async throws in
      let hub = EquipmentHubModel()
      await hub.refresh()
      #expect(hub.counts == handed)
      #expect(hub.counts?.count == EquipmentKind.allCases.count)
      #expect(hub.error == nil)
    }
  }

  @Test func aHubReadThatFailsKeepsTheCountsAndShowsTheError() async throws {
    let (flow, feed) = Flow<[EquipmentKind: Int]>.manual()
    let shown = EquipmentKind.counts([.arrow: 3])
    try await withDependencies {
      $0.equipment.observeCounts = { flow }
    } operation: { () async throws in
      let hub = EquipmentHubModel()
      hub.start()
      feed.yield(shown)
      await hub.shown.arrived()
      #expect(hub.counts == shown)
      feed.finish(throwing: StoreDown())
      try await eventually("the failure") { hub.error != nil }
      #expect(hub.counts == shown, "the last counts stay")
      #expect(hub.error?.source == "StoreDown")
      #expect(!hub.shown.isFollowing)
    }
  }

  @Test func theHubFollowsChangesToGearUntilStopped() async throws {
    let client = EquipmentClient.inMemory()
    try await withDependencies {
      $0.equipment.observeCounts = client.observeCounts
    } operation: { () async throws in
      let hub = EquipmentHubModel()
      hub.start()
      try await eventually("the first counts") { hub.counts?[.rest] == 0 }
      _ = try await client.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
      try await eventually("the hub to see the new rest") { hub.counts?[.rest] == 1 }
      hub.stop()
      #expect(!hub.shown.isFollowing)
      _ = try await client.save(EquipmentItem(kind: .rest, name: "Shibuya"))
      for _ in 0..<100 { await Task.yield() }
      #expect(hub.counts?[.rest] == 1, "a stopped hub reads nothing more")
    }
  }

  @Test func theListFiltersHidesRetiredItemsAndRefusesToDeleteWhatASetupUses() async throws {
    var retired = EquipmentSamples.longRod
    retired.id = EquipmentID()
    retired.name = "Old rod"
    retired.retired = true
    let client = EquipmentClient.inMemory(items: EquipmentSamples.items + [retired])
    await withDependencies {
      $0.equipmentList = EquipmentListClient(client)  // the list's two endpoints, nothing more
    } operation: {
      let list = EquipmentListModel(kind: .stabilizer)
      await list.load()
      #expect(list.rows.map(\.title) == ["Doinker Platinum 12", "Doinker Platinum 30"])
      #expect(list.rows.first?.detail == "side rod, 12 in, 90 g")
      list.showRetired = true
      #expect(list.rows.count == 3)
      list.filter = "LONG"
      #expect(list.rows.map(\.title) == ["Doinker Platinum 30", "Old rod"])
      #expect(await list.delete(EquipmentSamples.longRod.id) == false)
      #expect(
        list.error?.message
          == "The item is part of the bow setup \"Indoor recurve\"; remove it there first.")
      #expect(await list.delete(retired.id))
      #expect(list.rows.map(\.title) == ["Doinker Platinum 30"])
    }
  }

  @Test func theListFollowsGearSavedElsewhere() async throws {
    let client = EquipmentClient.inMemory()
    try await withDependencies {
      $0.equipmentList.observeItems = { client.observeItems($0) }
    } operation: { () async throws in
      let list = EquipmentListModel(kind: .rest)
      list.start()
      try await eventually("the first rows") { list.items.value != nil }
      #expect(list.rows.isEmpty)
      _ = try await client.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
      try await eventually("the new rest listed") { list.rows.map(\.title) == ["Spigarelli"] }
    }
  }

  @Test func aListNamesAnItemItCannotRead() async {
    let damage = StoreDamage(row: "item Old", problem: "ID 'x' is no UUID")
    await withDependencies {
      $0.equipmentList.observeItems = { _ in
        .once { Listed([EquipmentSamples.riser], damaged: [damage]) }
      }
    } operation: {
      let list = EquipmentListModel(kind: .riser)
      await list.load()
      #expect(list.rows.map(\.title) == [EquipmentSamples.riser.name])
      #expect(list.damaged == [damage], "a damaged item is named, not dropped")
    }
  }

  @Test func aListThatCannotBeReadSaysWhy() async {
    await withDependencies {
      $0.equipmentList.observeItems = { _ in .once { throw StoreDown() } }
    } operation: {
      let list = EquipmentListModel(kind: .arrow)
      await list.load()
      #expect(list.items.failure?.source == "StoreDown")
    }
  }

  @Test func theEditorShowsAProblemBesideEachWrongFieldAndSavesNothingUntilAllAreRight()
    async throws
  {
    let save = Spy<EquipmentItem, EquipmentItem> { $0 }
    let editor = EquipmentEditorModel(item: EquipmentItem(kind: .limbs, name: ""))
    #expect(!editor.hasUnsavedChanges)
    editor.values["draw-weight-lb"] = "120"
    editor.values["limb-length"] = "gigantic"
    #expect(editor.hasUnsavedChanges)
    let refused = await withDependencies {
      $0.equipment.save = save.endpoint
    } operation: {
      await editor.save()
    }
    #expect(refused == nil)
    #expect(save.callCount == 0, "nothing saved")
    #expect(editor.problems["name"] == "a name is required")
    #expect(
      editor.problems["limb-length"]
        == "'gigantic' is not short, medium, long or a number of inches")
    editor.values["name"] = "Uukha VX+"
    editor.values["limb-length"] = "long"
    editor.values["draw-weight-lb"] = "120"
    _ = await withDependencies {
      $0.equipment.save = save.endpoint
    } operation: {
      await editor.save()
    }
    #expect(editor.problems["draw-weight-lb"] == "must be 5–80 lb")
    editor.values["draw-weight-lb"] = "40"
    let stored = await withDependencies {
      $0.equipment.save = save.endpoint
    } operation: {
      await editor.save()
    }
    #expect(stored?.details == .limbs(.init(drawWeight: .known(40), length: .long)))
    #expect(editor.problems.isEmpty)
    #expect(!editor.hasUnsavedChanges, "saved")
  }

  @Test func aFieldIsSetByItsNumberAndAnswersWithItsOwnProblem() throws {
    let editor = EquipmentEditorModel(item: EquipmentItem(kind: .limbs, name: ""))
    let weight = editor.fields.firstIndex { $0.key == "draw-weight-lb" }
    let position = try #require(weight) + 1
    #expect(editor.set(fieldAt: position, to: "120") == "must be 5–80 lb")
    #expect(editor.values["draw-weight-lb"] == "120")
    #expect(editor.set(fieldAt: position, to: "40") == nil)
    #expect(editor.set(fieldAt: editor.fields.count + 1, to: "x") == nil)
    #expect(
      editor.error?.message
        == "No field \(editor.fields.count + 1): type a number from 1 to \(editor.fields.count).")
    #expect(editor.set(fieldAt: 0, to: "x") == nil && editor.error != nil)
    #expect(editor.values["draw-weight-lb"] == "40", "a refused position changes nothing")
  }

  @Test func theSetupEditorPicksPartsEditsSightMarksAndSavesANewVersion() async throws {
    let client = EquipmentClient.inMemory()
    let navigator = ScriptedEquipmentNavigator(answer: EquipmentSamples.sideRod)
    let editor = SetupEditorModel(setup: EquipmentSamples.compoundSetup, navigator: navigator)
    await editor.choosePart(.stabilizer)
    navigator.answer = EquipmentSamples.longRod
    await editor.choosePart(.stabilizer)
    #expect(editor.draft.parts.filter { $0.kind == .stabilizer }.count == 2, "several stabilizers")
    navigator.answer = nil
    await editor.choosePart(.sight)
    #expect(editor.draft.item(of: .sight) == nil, "backing out of the picker changes nothing")
    editor.setSightMark(3.1, at: Length.known(50, .metres))
    editor.setSightMark(2.0, at: Length.known(70, .metres))
    #expect(editor.hasUnsavedChanges)
    let saved = await withDependencies {
      $0.equipment.saveBowSetup = client.saveBowSetup
    } operation: {
      await editor.save()
    }
    #expect(saved?.version == 2)
    #expect(saved?.summary.sightMarks.reading(at: Length.known(60, .metres)) == .estimated(2.55))
    #expect(!editor.hasUnsavedChanges)
    #expect(navigator.requestedKinds == [.stabilizer, .stabilizer, .sight])
  }

  @Test func aBarebowSetupRefusesASightWithoutAskingThePicker() async {
    let navigator = ScriptedEquipmentNavigator(answer: EquipmentSamples.sight)
    let editor = SetupEditorModel(setup: nil, style: .barebow, navigator: navigator)
    await editor.choosePart(.sight)
    #expect(navigator.requestedKinds.isEmpty)
    #expect(editor.error?.message == "A barebow takes no sight.")
  }
}
