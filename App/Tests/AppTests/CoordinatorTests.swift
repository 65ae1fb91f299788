import Analytics
import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Navigation
import Scoring
import Terminal
import Testing

@MainActor
@Suite("Coordinator joins Scoring and Equipment", .timeLimit(.minutes(1)))
struct CoordinatorTests {
  func screenOnTop<T>(_ coordinator: Coordinator, _ extract: (any Screen) -> T?) async throws -> T {
    var found: T?
    try await eventually("the expected screen on top: \(coordinator.breadcrumb)") {
      found = coordinator.topScreen.flatMap(extract)
      return found != nil
    }
    return try #require(found)
  }

  func bowSetupPicker(_ screen: any Screen) -> BowSetupPickerModel? {
    screen.model as? BowSetupPickerModel
  }

  func itemPicker(_ screen: any Screen) -> ItemPickerModel? {
    screen.model as? ItemPickerModel
  }

  func roundSetup(_ screen: any Screen) -> RoundSetupModel? {
    screen.model as? RoundSetupModel
  }

  @Test(.dependencies { $0.context = .preview })
  func scoringsPickIsAnsweredByEquipmentsPicker() async throws {
    let coordinator = Coordinator()
    coordinator.show(.roundSetup(codename: "portsmouth"))
    let setup = try await screenOnTop(coordinator, roundSetup)
    let choosing = Task { await setup.chooseBowSetup() }
    let picker = try await screenOnTop(coordinator, bowSetupPicker)
    #expect(coordinator.breadcrumb == "Home › Round setup (portsmouth) › Pick a bow setup")
    await picker.load()
    picker.choose(position: 2)
    try await withTimeout { await choosing.value }
    #expect(setup.bowSetup?.name == "Outdoor compound")
    #expect(coordinator.breadcrumb == "Home › Round setup (portsmouth)")
    #expect(coordinator.screens.count == 1, "the picker's model went with its entry")
  }

  @Test(.dependencies { $0.context = .preview })
  func backFromThePickerLeavesScoringsChoiceAlone() async throws {
    let coordinator = Coordinator()
    coordinator.show(.roundSetup(codename: "portsmouth"))
    let setup = try await screenOnTop(coordinator, roundSetup)
    let choosing = Task { await setup.chooseBowSetup() }
    _ = try await screenOnTop(coordinator, bowSetupPicker)
    coordinator.back()
    try await withTimeout { await choosing.value }
    #expect(setup.bowSetup == nil)
    #expect(coordinator.navigator.requests.pendingEntries.isEmpty)
  }

  @Test(.dependencies { $0.context = .preview })
  func nestedPickThenPopToRootResolvesBoth() async throws {
    let coordinator = Coordinator()
    coordinator.show(.roundSetup(codename: "york"))
    let setup = try await screenOnTop(coordinator, roundSetup)
    let choosing = Task { await setup.chooseBowSetup() }
    let picker = try await screenOnTop(coordinator, bowSetupPicker)
    let creating = Task { await picker.createSetup(named: "New", style: .longbow) }
    _ = try await screenOnTop(coordinator, itemPicker)
    #expect(coordinator.navigator.requests.pendingEntries.count == 2)
    coordinator.popToRoot()
    #expect(try await withTimeout { await creating.value } == nil)
    try await withTimeout { await choosing.value }
    #expect(coordinator.screens.isEmpty)
  }

  @Test(.dependencies { $0.context = .preview })
  func startingARoundPushesScoring() async throws {
    let coordinator = Coordinator()
    coordinator.show(.roundSetup(codename: "worcester"))
    let setup = try await screenOnTop(coordinator, roundSetup)
    await setup.startRound()
    let id = try #require(setup.start.value)
    try await eventually { coordinator.navigator.path.top?.destination == .scoring(id) }
  }

  // The pushed picker loads the setups; none are needed here.
  @Test(.dependencies { $0.equipment.fetchBowSetups = { Listed([]) } })
  func droppingTheCoordinatorResumesAWaitingFeature() async throws {
    var coordinator: Coordinator? = Coordinator()
    let requests = try #require(coordinator?.navigator.requests)
    let waiting = Task { await requests.request(.bowSetupPicker, as: BowSetupSummary.self) }
    try await eventually { requests.pendingEntries.count == 1 }
    coordinator = nil
    #expect(try await withTimeout { await waiting.value } == nil)
  }

  // The pushed picker loads the setups; none are needed here.
  @Test(.dependencies { $0.equipment.fetchBowSetups = { Listed([]) } })
  func aResultOfTheWrongTypeIsDroppedNotCrashed() async throws {
    let coordinator = Coordinator()
    let requests = coordinator.navigator.requests
    let waiting = Task { await requests.request(.bowSetupPicker, as: BowSetupSummary.self) }
    try await eventually { requests.pendingEntries.count == 1 }
    let entry = try #require(requests.pendingEntries.first)
    coordinator.navigator.results.publish(EquipmentSamples.riser, to: entry)
    #expect(requests.pendingEntries == [entry])
    #expect(
      requests.diagnostics.last
        == .wrongResultType(entry, expected: "BowSetupSummary", received: "EquipmentItem"))
    coordinator.back()
    #expect(try await withTimeout { await waiting.value } == nil)
  }

  @Test func destinationsRoundTripAndPickersAreTransient() throws {
    let all: [Destination] = [
      .equipmentHub, .equipmentList(.arrow), .bowSetupPicker, .itemPicker(.sight),
      .roundSetup(codename: "york"), .scoring(RoundID()), .analyticsHub,
    ]
    #expect(all.filter(\.isTransient) == [.bowSetupPicker, .itemPicker(.sight)])
    let path = PathStack<Destination>()
    for destination in all { path.push(destination) }
    let restored = PathStack<Destination>()
    try restored.restore(path.snapshot)
    #expect(restored.entries.map(\.destination) == [.equipmentHub, .equipmentList(.arrow)])
  }
}

@MainActor
@Suite("Restoring where the archer was", .dependencies(), .timeLimit(.minutes(1)))
struct CoordinatorRestoreTests {
  @Test func aPathToADeletedRoundFallsBackToTheNearestScreenWithANote() async throws {
    let gone = RoundID()
    let lookups = Spy<RoundID, ShotRound>(throwing: ScoringError.roundNotFound(gone))
    let path = PathStack<Destination>()
    path.push(.analyticsHub)
    path.push(.scoring(gone))
    path.push(.bowSetupPicker)
    let coordinator = Coordinator()
    let notes = await withDependencies {
      $0.rounds.round = lookups.endpoint
      $0.analytics = .inMemory([])  // the restored hub follows the rounds
    } operation: {
      await coordinator.restore(path.snapshot)
    }
    #expect(coordinator.navigator.path.entries.map(\.destination) == [.analyticsHub])
    #expect(
      notes == [
        "A picker that was open was closed: whoever asked for it is gone.",
        "The round that was open no longer exists; back at Home › Analytics.",
      ])
    #expect(lookups.calls == [gone])
  }

  @Test func aDamagedSnapshotStartsAtHomeAndSaysWhy() async {
    let coordinator = Coordinator()
    let damaged = PathSnapshot<Destination>(
      entries: [PathEntry(id: EntryID(rawValue: 7), destination: .equipmentHub)], nextID: 3)
    let notes = await coordinator.restore(damaged)
    #expect(coordinator.navigator.path.entries.isEmpty)
    #expect(
      notes.first?.hasPrefix("The saved place could not be restored (the saved path is damaged")
        == true)
  }

  @Test func aPathThatStillMakesSenseIsRestoredWhole() async throws {
    let rounds = RoundClient.inMemory()
    let round = try await rounds.start(try #require(RoundCatalogue.round("wa18")), nil)
    let path = PathStack<Destination>()
    path.push(.roundSetup(codename: "wa18"))
    path.push(.scoring(round.id))
    let coordinator = Coordinator()
    let notes = await withDependencies {
      $0.rounds = rounds
      $0.targets = .inMemory()  // Round setup asks whether a target holds the unfinished round
    } operation: {
      await coordinator.restore(path.snapshot)
    }
    #expect(notes.isEmpty)
    #expect(coordinator.breadcrumb == "Home › Round setup (wa18) › Scoring")
  }
}
