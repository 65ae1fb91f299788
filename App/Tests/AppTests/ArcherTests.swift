import Analytics
import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import LiveDependencies
import Scoring
import Store
import Testing

@Suite("Archers share one database", .timeLimit(.minutes(1)))
struct ArcherTests {
  @Test func theFirstArcherKeepsWhatWasRecordedAndEachArcherSeesOnlyTheirs() async throws {
    try await CompositionRoot.withLiveDependencies(database: try Database(.inMemory)) {
      @Dependency(\.archers) var archers
      @Dependency(\.rounds) var rounds
      @Dependency(\.equipment) var equipment
      @Dependency(\.analytics) var analytics
      let bray = try #require(RoundCatalogue.round("bray_i"))
      let before = try await rounds.start(bray, nil)
      _ = try await equipment.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
      let sam = try await archers.add(Archer(name: "Sam", bowStyle: .recurve))
      #expect(try await archers.active() == sam, "the first archer becomes active")
      #expect(try await rounds.list().items.map(\.id) == [before.id], "and keeps what was recorded")
      let alex = try await archers.add(Archer(name: "Alex", bowStyle: .compound))
      #expect(try await archers.active() == sam, "adding another does not switch")
      _ = try await archers.switchTo(alex.id)
      #expect(try await rounds.list().items.isEmpty)
      #expect(try await equipment.fetchAll(nil).items.isEmpty)
      #expect(try await equipment.count(.rest) == 0)
      let alexRound = try await rounds.start(bray, nil)
      #expect(try await analytics.rounds().map(\.id) == [alexRound.id])
      _ = try await archers.switchTo(sam.id)
      #expect(try await rounds.list().items.map(\.id) == [before.id])
      #expect(try await equipment.count(.rest) == 1)
      #expect(
        try await rounds.round(alexRound.id).id == alexRound.id, "an ID still finds its round")
    }
  }

  @Test func switchingArcherRefreshesAnObservedHubQuery() async throws {
    try await CompositionRoot.withLiveDependencies(database: try Database(.inMemory)) {
      @Dependency(\.archers) var archers
      @Dependency(\.rounds) var rounds
      @Dependency(\.analytics) var analytics
      let sam = try await archers.add(Archer(name: "Sam", bowStyle: .recurve))
      let alex = try await archers.add(Archer(name: "Alex", bowStyle: .barebow))
      _ = try await rounds.start(try #require(RoundCatalogue.round("bray_i")), nil)
      var hub = analytics.observeRounds().makeAsyncIterator()
      #expect(try await hub.next()?.count == 1)
      _ = try await archers.switchTo(alex.id)
      #expect(try await hub.next()?.count == 0, "the hub follows the switch")
      _ = try await archers.switchTo(sam.id)
      #expect(try await hub.next()?.count == 1)
    }
  }

  @Test func theListNamesArchersItCannotReadAndReadsEveryOtherOne() async throws {
    let database = try Database(.inMemory)
    let archers = ArchersDAO(database)
    let sam = try await archers.add(Archer(name: "Sam", bowStyle: .recurve))
    let alex = try await archers.add(Archer(name: "Alex", bowStyle: .recurve))
    try await database.read { db in  // another tool writes what Quiver would not
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      try db.run("UPDATE archers SET bow_style = 'sling' WHERE id = ?", alex.id.description)
      try db.run("INSERT INTO archers (id, name, bow_style) VALUES ('nope', 'Kim', 'recurve')")
    }
    let listed = try await archers.list()
    #expect(listed.items.map(\.id) == [sam.id])
    #expect(
      listed.damaged == [
        StoreDamage(
          row: "archer \(alex.id)", problem: "unknown bow style 'sling'", id: alex.id.description),
        StoreDamage(row: "archer nope", problem: "not an ID"),
      ])
    await #expect(throws: ArcherError.nameTaken("Sam")) {
      try await archers.add(Archer(name: "Sam", bowStyle: .recurve))
    }
  }

  @MainActor @Test func theArchersScreenNamesTheArchersItCouldNotRead() async throws {
    let damage = StoreDamage(row: "archer nope", problem: "not an ID")
    let sam = try Archer(name: "Sam", bowStyle: .recurve)
    await withDependencies {
      $0.archers = .inMemory([sam])
      $0.archers.list = { Listed([sam], damaged: [damage]) }
    } operation: {
      let model = ArchersModel()
      await model.start()
      #expect(model.archers == [sam])
      #expect(model.damaged == [damage], "a damaged archer is named, not dropped")
    }
  }

  @Test func theSwitcherFollowsASwitchMadeElsewhereUntilStopped() async throws {
    let client = ArcherClient.inMemory([
      try Archer(name: "Sam", bowStyle: .recurve), try Archer(name: "Alex", bowStyle: .compound),
    ])
    try await withDependencies {
      $0.archers = client
    } operation: { @MainActor () async throws in
      let model = ArchersModel()
      await model.start()
      #expect(model.active?.name == "Sam")
      let alex = try #require(try await client.list().items.first { $0.name == "Alex" })
      _ = try await client.switchTo(alex.id)  // as `quiver archers switch` would
      try await eventually("the switch") { model.active?.name == "Alex" }
      model.shown.stop()
      let sam = try #require(try await client.list().items.first { $0.name == "Sam" })
      _ = try await client.switchTo(sam.id)
      for _ in 0..<100 { await Task.yield() }
      #expect(model.active?.name == "Alex", "a stopped switcher reads nothing more")
    }
  }

  @Test func theActiveArcherCannotBeRemovedAndAnotherGoesWithTheirRounds() async throws {
    let database = try Database(.inMemory)
    try await CompositionRoot.withLiveDependencies(database: database) {
      @Dependency(\.archers) var archers
      @Dependency(\.rounds) var rounds
      let sam = try await archers.add(Archer(name: "Sam", bowStyle: .recurve))
      let alex = try await archers.add(Archer(name: "Alex", bowStyle: .recurve))
      _ = try await archers.switchTo(alex.id)
      let gone = try await rounds.start(try #require(RoundCatalogue.round("wa18")), nil)
      await #expect(throws: ArcherError.removingActive("Alex")) {
        try await archers.remove(alex.id)
      }
      _ = try await archers.switchTo(sam.id)
      try await archers.remove(alex.id)
      await #expect(throws: ScoringError.roundNotFound(gone.id)) { try await rounds.round(gone.id) }
      #expect(throws: ValueRangeError.self) { try Archer(name: " ", bowStyle: .recurve) }
      #expect(throws: ValueRangeError.self) { try Archer(name: "Sam\u{1B}[2J", bowStyle: .recurve) }
      await #expect(throws: ArcherError.nameTaken("Sam")) {
        try await archers.add(Archer(name: "  sam ", bowStyle: .compound))
      }
    }
  }
}
