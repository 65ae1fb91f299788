import Foundation
import Testing

@testable import Store

/// Each archer's round count (schema 16), kept by triggers on `rounds` so the Rounds screen's
/// "of N" reads one row instead of an index entry a round: it is always the count of the rows,
/// through a migration, inserts, deletes, an archer taking rounds over and one removed.
@Suite("Round counts kept by the store")
struct RoundCountTests {
  /// The kept counts and the counts of the rows, by archer (`""`: no archer).
  func counts(_ db: Connection) throws -> (kept: [String: Int], rows: [String: Int]) {
    let kept = try db.query("SELECT archer_key, rounds FROM round_summary_counts") {
      ($0.string(0), $0.int(1))
    }
    let rows = try db.query(
      "SELECT coalesce(archer_id, ''), count(*) FROM rounds GROUP BY 1"
    ) { ($0.string(0), $0.int(1)) }
    return (
      Dictionary(kept, uniquingKeysWith: +), Dictionary(rows, uniquingKeysWith: +)
    )
  }

  func insertRounds(_ numbers: ClosedRange<Int>, archer: String?, _ db: Connection) throws {
    for number in numbers {
      _ = try db.run(
        """
        INSERT INTO rounds (id, codename, status, created_at, updated_at, archer_id)
        VALUES (printf('%08x-0000-4000-8000-000000000000', ?), 'portsmouth', 'completed', ?, ?, ?)
        """, number, Double(number), Double(number), archer)
    }
  }

  @Test func aStoreFromBeforeItIsCountedWhenItMigrates() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("v14.sqlite")
    do {
      let connection = try Connection(path: path)
      try Opener.migrate(connection, from: 0, isNew: true, through: 14)
      try insertRounds(1...3, archer: nil, connection)
    }
    let database = try Database(.file(path))
    let (kept, rows) = try await database.read { try counts($0) }
    #expect(kept == ["": 3])
    #expect(kept == rows)
  }

  @Test func everyChangeToTheRoundsKeepsTheCount() async throws {
    let database = try Database(.inMemory)
    let sam = "00000000-0000-4000-8000-0000000000a1"
    try await database.write { db in
      try insertRounds(1...4, archer: nil, db)
      #expect(try counts(db).kept == ["": 4])
      _ = try db.run("INSERT INTO archers (id, name, bow_style) VALUES (?, 'Sam', 'recurve')", sam)
      _ = try db.run("UPDATE rounds SET archer_id = ? WHERE created_at <= 2", sam)
      #expect(try counts(db).kept == ["": 2, sam: 2])
      _ = try db.run("UPDATE rounds SET archer_id = archer_id, status = 'cancelled'")
      #expect(try counts(db).kept == ["": 2, sam: 2], "a change of anything else counts nothing")
      _ = try db.run("DELETE FROM rounds WHERE created_at = 1")
      #expect(try counts(db).kept == ["": 2, sam: 1])
      _ = try db.run(
        "UPDATE settings SET value = ? WHERE key = 'active_archer'", sam)
      _ = try db.run(
        "INSERT OR IGNORE INTO settings (key, value) VALUES ('active_archer', ?)", sam)
      #expect(try db.scalar("SELECT \(Schema.activeRoundCount)") == .integer(1))
      _ = try db.run("DELETE FROM archers WHERE id = ?", sam)  // its rounds keep no archer
      #expect(try counts(db).kept == ["": 3])
      let (kept, rows) = try counts(db)
      #expect(kept == rows)
      _ = try db.run("DELETE FROM rounds")
      #expect(try counts(db).kept.isEmpty, "a store with no rounds has no counts: empty again")
    }
  }

  /// A backup leaves the counts out, as it does the summaries; a restore counts its rounds.
  @Test func aRestoreCountsTheRoundsItWrites() async throws {
    let database = try Database(.inMemory)
    try await database.write { try insertRounds(1...5, archer: nil, $0) }
    let document = try await StoreBackup.backup(database) { _, _ in }
    #expect(!document.tables.contains { $0.name == "round_summary_counts" })
    let restored = try Database(.inMemory)
    try await StoreBackup.restore(document, into: restored) { _, _ in }
    let (kept, rows) = try await restored.read { try counts($0) }
    #expect(kept == ["": 5])
    #expect(kept == rows)
  }
}
