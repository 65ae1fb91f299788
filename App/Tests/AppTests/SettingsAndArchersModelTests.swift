import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// The Settings and Archers screens' models, each over in-memory clients in one scope per test.
@MainActor
@Suite("Settings and archers models", .dependencies(), .timeLimit(.minutes(1)))
struct SettingsAndArchersModelTests {
  @Test func settingsChangeOneKeyAtATimeAndARefusalChangesNothing() async throws {
    let store = SettingsClient.inMemory()
    try await withDependencies {
      $0.settings = store
    } operation: { () async throws in
      let model = SettingsModel()
      await model.load()
      #expect(model.current == AppSettings())
      #expect(await model.cycleColour())
      #expect(model.current?.colour == .on)
      #expect(await model.toggleUnits())
      #expect(try await store.load().units == .imperial, "saved, not only shown")
      #expect(await model.set("arrow-mm", to: "abc") == false)
      #expect(model.error?.message.contains("arrow-mm") == true)
      #expect(try await store.load().arrowDiameter == AppSettings().arrowDiameter)
      #expect(await model.set("arrow-mm", to: "6"))
      #expect(model.error == nil, "a success clears the refusal")
      #expect(try await store.load().arrowDiameter == 0.006)
      #expect(await model.cycleColour() && model.current?.colour == .off)
      #expect(await model.cycleColour() && model.current?.colour == .auto)
    }
  }

  @Test func settingsFollowAChangeMadeElsewhere() async throws {
    let store = SettingsClient.inMemory()
    try await withDependencies {
      $0.settings = store
    } operation: { () async throws in
      let model = SettingsModel()
      model.start()
      try await eventually("the first settings") { model.current != nil }
      var changed = AppSettings()
      changed.units = .imperial
      try await store.save(changed)
      try await eventually("the change from elsewhere") { model.current?.units == .imperial }
    }
  }

  @Test func settingsThatCannotBeReadSayWhy() async {
    struct Busy: Error, CustomStringConvertible { var description: String { "busy" } }
    await withDependencies {
      $0.settings.observe = { .once { throw Busy() } }
      $0.settings.load = { throw Busy() }
    } operation: {
      let model = SettingsModel()
      await model.load()
      #expect(model.current == nil)
      #expect(model.error?.message == "busy")
      #expect(await model.toggleUnits() == false, "nothing to change from")
    }
  }

  @Test func archersAreAddedSwitchedAndRemovedOnlyWhenAskedTwice() async throws {
    try await withDependencies {
      $0.archers = .inMemory()
    } operation: { () async throws in
      let model = ArchersModel()
      await model.start()
      #expect(model.isLoaded && model.archers.isEmpty)
      #expect(await model.add(name: "Ada"))
      #expect(model.active?.name == "Ada", "the first archer becomes active")
      #expect(await model.add(name: "Bo", bowStyle: .longbow))
      #expect(await model.add(name: "ada") == false)
      #expect(model.error?.message.hasPrefix("There is already an archer called Ada") == true)
      #expect(model.archers.map(\.name) == ["Ada", "Bo"])
      #expect(await model.remove(position: 1) == .refused, "Ada is active")
      #expect(model.error?.message == "Ada is the active archer; switch to another first.")
      #expect(await model.switchTo(position: 3) == false)
      #expect(model.error?.message == "No archer 3: type a number from 1 to 2.")
      #expect(await model.switchTo(position: 2))
      #expect(model.active?.name == "Bo")
      #expect(await model.remove(position: 1) == .needsConfirming)
      #expect(model.confirmingRemoval?.name == "Ada")
      #expect(await model.add(name: "Cy"), "another change forgets the first ask")
      #expect(model.confirmingRemoval == nil)
      #expect(await model.remove(position: 1) == .needsConfirming)
      #expect(model.archers.count == 3, "asking once removes nobody")
      #expect(await model.remove(position: 1) == .removed)
      #expect(model.archers.map(\.name) == ["Bo", "Cy"])
    }
  }

  @Test func appearanceReadsFollowsAndSaysWhyItUsesTheDefaults() async throws {
    let store = SettingsClient.inMemory()
    try await withDependencies {
      $0.settings = store
    } operation: { () async throws in
      let appearance = AppearanceModel()
      var told: [AppSettings] = []
      appearance.onChange = { told.append($0) }
      var imperial = AppSettings()
      imperial.units = .imperial
      try await store.save(imperial)
      await appearance.start()
      #expect(appearance.settings.units == .imperial)
      var wide = imperial
      wide.arrowDiameter = 0.009
      try await store.save(wide)
      try await eventually("the change from elsewhere") { appearance.settings == wide }
      #expect(told.last == wide, "what screens need is passed on")
      appearance.stop()
    }
    await withDependencies {
      $0.settings.observe = { .once { throw StoreBusy() } }
    } operation: {
      let appearance = AppearanceModel()
      await appearance.start()
      #expect(appearance.settings == AppSettings())
      #expect(appearance.error?.message == "busy")
    }
  }

  @Test func appearanceAssignsTheSettingsHandedReadsNothingElseAndKeepsThemOnAFailure() async {
    // `load` is the failing test value: a read beside the observed query fails this test.
    var wide = AppSettings()
    wide.arrowDiameter = 0.009
    let (flow, hand) = Flow<AppSettings>.manual()
    await withDependencies {
      $0.settings.observe = { flow }
    } operation: {
      let appearance = AppearanceModel()
      var told: [AppSettings] = []
      appearance.onChange = { told.append($0) }
      hand.yield(wide)
      await appearance.start()
      #expect(appearance.settings == wide)
      #expect(told == [wide])
      hand.finish(throwing: StoreBusy())
      try? await eventually("the failure") { appearance.error != nil }
      #expect(appearance.settings == wide, "the last settings stay in force")
      #expect(appearance.error?.message == "busy")
      #expect(!appearance.shown.isFollowing)
    }
  }
}

private struct StoreBusy: Error, CustomStringConvertible {
  var description: String { "busy" }
}
