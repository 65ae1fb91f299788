import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import ScoringTestSupport
import Store
import Testing

/// What only the SQLite store has to show: its schema, imports, old rows. The rules every round
/// client keeps are checked once, in Scoring's `RoundClientContract`, against both clients.
@Suite("Round DAO", .timeLimit(.minutes(1)))
struct RoundDAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  /// Starts a standard round in the store, on a bow setup of `style` if one is given.
  func start(_ codename: String, style: BowStyle? = nil) async throws -> RoundID {
    let setup: BowSetupSummary? =
      if let style { try await layDownSetup(style, in: database) } else { nil }
    let definition = try #require(RoundCatalogue.round(codename))
    return try await RoundDAO(database).start(definition, setup: setup).id
  }

  @Test func theSchemaItselfRefusesImpossibleScores() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("portsmouth")
    try await rounds.saveArrow(
      id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss), expecting: [])
    for bad in ["12, 0, 0", "0, 0, 0", "5, 0, 1", "10, 1, 1"] {
      let error = await #expect(throws: SQLiteError.self) {
        try await database.write { db in
          try db.execute(
            "INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss) SELECT round_id, end_number, 5, \(bad) FROM ends"
          )
        }
      }
      #expect(error?.isConstraintViolation == true, "\(bad)")
    }
  }

  @Test func theSchemaItselfRefusesNamesOutOfRange() async throws {
    let long = String(repeating: "n", count: 81)
    for bad in [
      "INSERT INTO archers (id, name, bow_style) VALUES ('a', '  ', 'recurve')",
      "INSERT INTO custom_rounds (id, name, definition, created_at) VALUES ('c', '\(long)', '{}', 0)",
    ] {
      let error = await #expect(throws: SQLiteError.self) {
        try await database.write { db in try db.execute(bad) }
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

  @Test func aRoundKeepsItsDefinitionSnapshotEvenIfTheCatalogueNoLongerKnowsIt() async throws {
    let id = try await start("wa18", style: .compound)
    try await database.write { db in
      _ = try db.run("UPDATE rounds SET codename = 'retired_round' WHERE id = ?", id.description)
    }
    let round = try await RoundDAO(database).round(id)
    #expect(round.definition == RoundCatalogue.round("wa18"))
    #expect(round.bowStyle == .compound)
    #expect(round.system(forEnd: 1) == .tenZoneCompound)
  }

  @Test func aRoundSavedBeforeSnapshotsReadsItsDefinitionFromTheCatalogue() async throws {
    let id = RoundID()
    try await database.write { db in
      _ = try db.run(
        "INSERT INTO rounds (id, codename, status, created_at, updated_at) VALUES (?, 'york', 'inProgress', 0, 0)",
        id.description)
    }
    #expect(try await RoundDAO(database).round(id).definition.name == "York")
  }

  @Test func undoingAnEndsLastArrowRemovesTheEndRow() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("wa18")
    let nine = try ArrowValue(points: 9, on: .tenZone)
    try await rounds.saveArrow(
      id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine), expecting: [])
    let second = ScoredArrow(endNumber: 2, arrowIndex: 0, value: nine)
    try await rounds.saveArrow(id, second, expecting: [])
    try await rounds.deleteArrow(id, second)
    let ends = try await database.read { db in
      try db.query("SELECT count(*) FROM ends WHERE round_id = ?", id.description) { $0.int(0) }
    }
    #expect(ends == [1], "the emptied end is gone, so a resume starts it afresh")
  }

  @Test func aStoredPositionOutOfRangeIsDamageNamingTheArrowNotATrap() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("wa18")
    try await rounds.saveArrow(
      id, try ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss, x: 0.5, y: 0),
      expecting: [])
    try await database.write { db in  // another tool writes what Quiver would not
      try db.execute("UPDATE arrows SET x = 1e22")
    }
    let error = await #expect(throws: (any Error).self) { try await rounds.arrows(id) }
    let message = "\(error.map { $0 } as Any)"
    #expect(message.contains("arrow (end 1, arrow 1)"), "names the row: \(message)")
    #expect(try await rounds.list().items.count == 1, "every other read still works")
  }

  /// Stranger finding 4: the round still reads, the arrow as a miss marked with the points
  /// stored, and a correction replaces it.
  @Test func elevenOnATenZoneFaceReadsAsAMarkedMissThatACorrectionMends() async throws {
    let rounds = RoundDAO(database)
    let id = try await start("portsmouth")
    try await rounds.saveArrow(
      id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss), expecting: [])
    try await database.write { db in  // the schema allows 11 (a compound X); this face does not
      try db.execute("UPDATE arrows SET points = 11, is_miss = 0")
    }
    let read = try await rounds.arrows(id)
    #expect(read.map(\.value) == [.miss])
    #expect(read.map(\.damagedPoints) == [11])
    let nine = ScoredArrow(
      endNumber: 1, arrowIndex: 0, value: ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false))
    let after = try await rounds.editArrow(id, nine, expecting: read[0].entry)
    #expect(after.map(\.value.points) == [9])
    #expect(after.map(\.damagedPoints) == [nil])
  }

  @Test func aListNamesTheRoundsItCannotReadAndReadsEveryOtherOne() async throws {
    let rounds = RoundDAO(database)
    let good = try await start("wa18")
    let damaged = try await start("portsmouth")
    try await database.read { db in  // another tool writes what Quiver would not
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      try db.run("UPDATE rounds SET status = 'sideways' WHERE id = ?", damaged.description)
      try db.run(
        "INSERT INTO rounds (id, codename, status, created_at, updated_at) VALUES ('nope', 'wa18', 'inProgress', 0, 0)"
      )
    }
    let listed = try await rounds.list()
    #expect(listed.items.map(\.id) == [good])
    #expect(listed.damaged.count == 2)
    #expect(listed.damaged.contains { $0.row == "round \(damaged)" })
    #expect(listed.damaged.contains { $0.row == "round 'nope'" }, "an ID that is no UUID is shown")
  }

  @Test func customRoundsNameTheOnesTheyCannotReadAndReadEveryOtherOne() async throws {
    let rounds = RoundDAO(database)
    let pass = RoundDefinition.Pass(
      arrows: 12, distance: try Length(25, .yards), face: try Length(60, .centimetres),
      system: .tenZone, indoor: true)
    let garage = try await rounds.saveCustomRound(
      RoundDefinition(id: "", name: "Garage 25", passes: [pass], arrowsPerEnd: 3))
    _ = try await rounds.saveCustomRound(
      RoundDefinition(id: "", name: "Barn 30", passes: [pass], arrowsPerEnd: 3))
    try await database.read { db in  // another tool writes what Quiver would not
      _ = try db.run(
        "UPDATE custom_rounds SET definition = '{\"passes\": 3}' WHERE name = 'Barn 30'")
    }
    let listed = try await rounds.customRounds()
    #expect(listed.items == [garage])
    #expect(
      listed.damaged == [
        StoreDamage(
          row: "custom round 'Barn 30'", problem: "its definition is not a round Quiver reads")
      ])
  }
}

/// The live client keeps every rule of the round store's contract (Scoring runs the same checks
/// against its in-memory client).
@Suite("Round client (SQLite)", .timeLimit(.minutes(1)))
struct LiveRoundClientContractTests {
  @Test(arguments: RoundClientContract.checks)
  func keepsTheContract(_ check: RoundClientContract.Check) async throws {
    let database = try Database(.inMemory)
    let contract = RoundClientContract(
      client: .live(database), switchArcher: { try await layDownArcher($0, in: database) },
      makeNumberedSetup: { try await layDownNumberedSetup($0, in: database) },
      holdOnTarget: { try await layDownTarget(holding: $0, in: database) }
    ) { style in
      try await layDownSetup(style, in: database)
    }
    try await contract.verify(check)
  }
}

/// A club target whose archer A's round is `round`, laid down directly (as `club start` leaves
/// it); the target as a refusal names it (its ID's first 8 characters) and the letter.
func layDownTarget(holding round: RoundID, in database: Database) async throws
  -> (target: String, letter: String)
{
  let target = UUID().uuidString.lowercased()
  try await database.write { db in
    _ = try db.run(
      "INSERT INTO targets (id, codename, definition, two_sheets, created_at) VALUES (?, 'wa18', '{}', 0, 0)",
      target)
    _ = try db.run(
      "INSERT INTO target_archers (target_id, letter, name, guest, round_id) VALUES (?, 'A', 'Ana', 0, ?)",
      target, round.description)
  }
  return (target: String(target.prefix(8)), letter: "A")
}

/// Makes the archer `id` active, laying down their row first if it is new.
func layDownArcher(_ id: ArcherID, in database: Database) async throws {
  try await database.write { db in
    _ = try db.run(
      "INSERT INTO archers (id, name, bow_style) VALUES (?1, 'Archer ' || ?1, 'recurve') ON CONFLICT DO NOTHING",
      id.description)
    _ = try db.run(
      "INSERT INTO settings (key, value) VALUES ('active_archer', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      id.description)
  }
}

/// A bow setup row of `style`, laid down directly: this room does not import Equipment's.
func layDownSetup(_ style: BowStyle, in database: Database) async throws -> BowSetupSummary {
  let summary = BowSetupSummary(id: BowSetupID(), name: "Bow", bowStyle: style)
  try await database.write { db in
    _ = try db.run(
      "INSERT INTO bow_setups (id, name, bow_style) VALUES (?, ?, ?)", summary.id.description,
      summary.name, style.rawValue)
  }
  return summary
}
