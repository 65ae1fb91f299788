import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

@Suite("Round DAO", .timeLimit(.minutes(1)))
struct RoundDAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  /// Starts a standard round in the store, on a bow setup of `style` if one is given (the
  /// setup row is laid down directly: this room does not import Equipment's).
  func start(_ codename: String, style: BowStyle? = nil) async throws -> RoundID {
    var setup: BowSetupSummary?
    if let style {
      let summary = BowSetupSummary(id: BowSetupID(), name: "Bow", bowStyle: style)
      try await database.write(touching: ["bow_setups"]) { db in
        _ = try db.run(
          "INSERT INTO bow_setups (id, name, bow_style) VALUES (?, ?, ?)", summary.id.description,
          summary.name, style.rawValue)
      }
      setup = summary
    }
    let definition = try #require(RoundCatalogue.round(codename))
    return try await RoundDAO(database).start(definition, setup: setup).id
  }

  @Test func savingAnArrowTwiceReplacesItAndResumingNeverDuplicates() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("portsmouth")
    let nine = try ArrowValue(points: 9, on: .tenZone)
    for _ in 0..<3 {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine))
    }
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    try await rounds.saveArrow(
      id, ScoredArrow(endNumber: 1, arrowIndex: 1, value: nine, x: 0.01, y: -0.02))
    let saved = try await rounds.arrows(id)
    #expect(saved.map(\.value) == [.miss, nine])
    #expect(saved[1].entry.position == PlotPosition(x: 0.01, y: -0.02))
  }

  @Test func impossibleArrowsAreRefusedAndStoreNothing() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("york")
    let ten = ArrowValue(uncheckedPoints: 10, isX: false, isMiss: false)
    await #expect(
      throws: ScoringError.invalidArrow(.pointsNotOnFace(points: 10, system: .fiveZone))
    ) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: ten))
    }
    await #expect(throws: ScoringError.endOutOfRange(25, ends: 24)) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 25, arrowIndex: 0, value: .miss))
    }
    #expect(try await rounds.arrows(id).isEmpty)
  }

  @Test func theSchemaItselfRefusesImpossibleScores() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("portsmouth")
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    for bad in ["12, 0, 0", "0, 0, 0", "5, 0, 1", "10, 1, 1"] {
      let error = await #expect(throws: SQLiteError.self) {
        try await database.write(touching: []) { db in
          try db.execute(
            "INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss) VALUES ((SELECT min(id) FROM ends), 5, \(bad))"
          )
        }
      }
      #expect(error?.isConstraintViolation == true, "\(bad)")
    }
  }

  @Test func anImportIsAllOrNothing() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("worcester")
    let five = try ArrowValue(points: 5, on: .worcester)
    let good = (0..<5).map { ScoredArrow(endNumber: 1, arrowIndex: $0, value: five) }
    let bad = ScoredArrow(
      endNumber: 2, arrowIndex: 0, value: ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false))
    await #expect(throws: ScoringError.self) { try await rounds.importArrows(id, good + [bad]) }
    #expect(try await rounds.arrows(id).isEmpty)
    try await rounds.importArrows(id, good)
    #expect(try await rounds.arrows(id).count == 5)
  }

  @Test func statusTransitionsAreChecked() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("national")
    try await rounds.setStatus(id, .completed)
    await #expect(throws: ScoringError.roundNotActive(.completed)) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    }
    await #expect(throws: ScoringError.invalidTransition(from: .completed, to: .inProgress)) {
      try await rounds.setStatus(id, .inProgress)
    }
    let unknown = RoundID()
    await #expect(throws: ScoringError.roundNotFound(unknown)) {
      try await rounds.setStatus(unknown, .paused)
    }
  }

  @Test func aRoundKeepsItsDefinitionSnapshotEvenIfTheCatalogueNoLongerKnowsIt() async throws {
    let id = try await start("wa18", style: .compound)
    try await database.write(touching: []) { db in
      _ = try db.run("UPDATE rounds SET codename = 'retired_round' WHERE id = ?", id.description)
    }
    let round = try await RoundDAO(database).round(id)
    #expect(round.definition == RoundCatalogue.round("wa18"))
    #expect(round.bowStyle == .compound)
    #expect(round.system(forEnd: 1) == .tenZoneCompound)
  }

  @Test func aRoundSavedBeforeSnapshotsReadsItsDefinitionFromTheCatalogue() async throws {
    let id = RoundID()
    try await database.write(touching: []) { db in
      _ = try db.run(
        "INSERT INTO rounds (id, codename, status, created_at, updated_at) VALUES (?, 'york', 'inProgress', 0, 0)",
        id.description)
    }
    #expect(try await RoundDAO(database).round(id).definition.name == "York")
  }

  @Test func aCompoundCannotStoreAnXIndoors() async throws {
    let id = try await start("wa18", style: .compound)
    let x = ArrowValue(uncheckedPoints: 10, isX: true, isMiss: false)
    await #expect(
      throws: ScoringError.invalidArrow(.xNotPossible(points: 10, system: .tenZoneCompound))
    ) {
      try await RoundDAO(database).saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: x))
    }
  }

  @Test func undoRemovesTheArrowAndAnEndItLeavesEmpty() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("wa18")
    let nine = try ArrowValue(points: 9, on: .tenZone)
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine))
    try await rounds.saveArrow(
      id, ScoredArrow(endNumber: 2, arrowIndex: 0, value: nine, arrowNumber: 4))
    #expect(try await rounds.arrows(id).last?.entry.arrowNumber == 4)
    try await rounds.deleteArrow(id, endNumber: 2, arrowIndex: 0)
    #expect(try await rounds.arrows(id).count == 1)
    let ends = try await database.read { db in
      try db.query("SELECT count(*) FROM ends WHERE round_id = ?", id.description) { $0.int(0) }
    }
    #expect(ends == [1], "the emptied end is gone, so a resume starts it afresh")
  }

  @Test func theListCountsAndScoresEveryRoundInOneQuery() async throws {
    let rounds = RoundDAO(database)
    let first = try await start("worcester")
    let five = try ArrowValue(points: 5, on: .worcester)
    try await rounds.importArrows(
      first, (0..<5).map { ScoredArrow(endNumber: 1, arrowIndex: $0, value: five) })
    try await Task.sleep(for: .milliseconds(5))
    let second = try await start("york")
    let list = try await rounds.list()
    #expect(list.map(\.id) == [second, first])
    #expect(list.map(\.score) == [0, 25])
    #expect(list.map(\.arrows) == [0, 5])
    #expect(list.map(\.totalArrows) == [144, 60])
  }

  @Test func customRoundsPersistAndAreValidated() async throws {
    let rounds = RoundDAO(database)
    let pass = RoundDefinition.Pass(
      arrows: 12, distance: Length(25, .yards), face: Length(60, .centimetres), system: .tenZone,
      indoor: true)
    let saved = try await rounds.saveCustomRound(
      RoundDefinition(id: "", name: "Garage 25", passes: [pass], arrowsPerEnd: 3))
    #expect(saved.id == "custom_garage_25")
    #expect(try await rounds.customRounds() == [saved])
    let round = try await rounds.start(saved, setup: nil)
    #expect(try await rounds.round(round.id).definition == saved)
    await #expect(throws: ScoringError.invalidCustomRound("a round needs a name")) {
      _ = try await rounds.saveCustomRound(
        RoundDefinition(id: "", name: "", passes: [pass], arrowsPerEnd: 3))
    }
  }
}
