import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import EquipmentTestSupport
import Testing

@MainActor
@Suite("Equipment screens", .dependencies(), .timeLimit(.minutes(1)))
struct EquipmentScreensTests {
  struct StoreDown: Error {}

  @Test func theHubFetchesTheTenCountsAtOnceSoTenSlowLookUpsTakeOneLookUpsTime() async throws {
    let clock = TestClock()
    let count = Spy<EquipmentKind, Int> { kind in
      try await clock.sleep(for: .milliseconds(100))
      return kind == .stabilizer ? 2 : 1
    }
    let hub = withDependencies {
      $0.equipment.count = count.endpoint
    } operation: {
      EquipmentHubModel()
    }
    let refresh = Task {
      await withDependencies {
        $0.equipment.count = count.endpoint
      } operation: {
        await hub.refresh()
      }
    }
    // All ten are asleep on the clock at once: done one after another, only one would be.
    try await eventually("ten look-ups waiting together") { clock.sleeperCount == 10 }
    clock.advance(by: .milliseconds(100))
    await refresh.value
    #expect(count.callCount == 10)
    #expect(hub.counts?.count == 10)
    #expect(hub.counts?[.stabilizer] == 2)
    #expect(clock.now.offset == .milliseconds(100), "the whole refresh took one look-up's time")
  }

  @Test func aHubRefreshThatFailsKeepsTheCountsAndShowsTheError() async throws {
    var client = EquipmentClient.inMemory()
    let hub = withDependencies {
      $0.equipment = client
    } operation: {
      EquipmentHubModel()
    }
    await withDependencies {
      $0.equipment = client
    } operation: {
      await hub.refresh()
    }
    let shown = try #require(hub.counts)
    client.count = { _ in throw StoreDown() }
    await withDependencies {
      $0.equipment = client
    } operation: {
      await hub.refresh()
    }
    #expect(hub.counts == shown)
    #expect(hub.error?.source == "StoreDown")
  }

  @Test func theHubFollowsChangesToGear() async throws {
    let client = EquipmentClient.inMemory()
    let hub = withDependencies {
      $0.equipment = client
    } operation: {
      EquipmentHubModel()
    }
    withDependencies {
      $0.equipment = client
    } operation: {
      hub.start()
    }
    try await eventually("the first counts") { hub.counts?[.rest] == 0 }
    _ = try await client.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
    try await eventually("the hub to see the new rest") { hub.counts?[.rest] == 1 }
    hub.stop()
  }

  @Test func theListFiltersHidesRetiredItemsAndRefusesToDeleteWhatASetupUses() async throws {
    var retired = EquipmentSamples.longRod
    retired.id = EquipmentID()
    retired.name = "Old rod"
    retired.retired = true
    let client = EquipmentClient.inMemory(items: EquipmentSamples.items + [retired])
    let list = withDependencies {
      $0.equipment = client
    } operation: {
      EquipmentListModel(kind: .stabilizer)
    }
    await withDependencies {
      $0.equipment = client
    } operation: {
      await list.load()
    }
    #expect(list.rows.map(\.title) == ["Doinker Platinum 12", "Doinker Platinum 30"])
    #expect(list.rows.first?.detail == "side rod, 12 in, 90 g")
    list.showRetired = true
    #expect(list.rows.count == 3)
    list.filter = "LONG"
    #expect(list.rows.map(\.title) == ["Doinker Platinum 30", "Old rod"])
    let refused = await withDependencies {
      $0.equipment = client
    } operation: {
      await list.delete(EquipmentSamples.longRod.id)
    }
    #expect(!refused)
    #expect(
      list.error?.message
        == "The item is part of the bow setup \"Indoor recurve\"; remove it there first.")
    let deleted = await withDependencies {
      $0.equipment = client
    } operation: {
      await list.delete(retired.id)
    }
    #expect(deleted)
    #expect(list.rows.map(\.title) == ["Doinker Platinum 30"])
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
      $0.equipment = client
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
