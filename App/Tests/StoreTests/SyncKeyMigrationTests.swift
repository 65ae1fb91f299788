import CoreInterfaces
import Foundation
import Testing

@testable import Store

/// Schema 20 keys ends by (round, end) and arrows by (round, end, arrow) (issue 30): a store at
/// schema 19 migrates with every end, arrow, position, number and writer kept, and a backup it
/// made (its ends keyed by row numbers) still restores, the numbers mapped; a new backup carries
/// none.
@Suite("Ends and arrows keyed by round, end and arrow", .timeLimit(.minutes(1)))
struct SyncKeyMigrationTests {
  static let (a, b) = (
    "00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000b"
  )

  /// Every arrow as (round, end, arrow, points, X, miss, x, y, number, writer), by key.
  static let arrowsAt19 = """
    SELECT e.round_id, e.end_number, a.arrow_index, a.points, a.is_x, a.is_miss, a.x, a.y,
      a.arrow_number, a.writer
    FROM arrows a JOIN ends e ON e.id = a.end_id ORDER BY 1, 2, 3
    """
  static let arrowsNow = """
    SELECT round_id, end_number, arrow_index, points, is_x, is_miss, x, y, arrow_number, writer
    FROM arrows ORDER BY 1, 2, 3
    """

  /// A store at schema 19: two rounds whose ends were written interleaved (so no round's end IDs
  /// run in order), plots, arrow numbers, writers, an end with no arrows and a damaged arrow.
  func store19(_ folder: borrowing TemporaryFolder) throws -> Connection {
    let connection = try Connection(path: folder.file("v19.sqlite"))
    try connection.execute("PRAGMA foreign_keys = ON")
    try Opener.migrate(connection, from: 0, isNew: true, through: 19)
    try connection.execute(
      """
      INSERT INTO rounds (id, codename, status, created_at, updated_at) VALUES
        ('\(Self.a)', 'portsmouth', 'inProgress', 1, 1), ('\(Self.b)', 'wa18', 'completed', 2, 2);
      INSERT INTO ends (id, round_id, end_number) VALUES (5, '\(Self.a)', 1), (6, '\(Self.b)', 1),
        (9, '\(Self.a)', 2), (12, '\(Self.b)', 2), (13, '\(Self.a)', 3), (14, '\(Self.b)', 3);
      INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss, x, y, arrow_number, writer)
        VALUES (5, 0, 10, 1, 0, 0.01, -0.02, 3, 'w1'), (5, 1, 9, 0, 0, NULL, NULL, NULL, NULL),
          (5, 2, 0, 0, 1, 0.3, 0.4, 1, 'w1'), (6, 0, 8, 0, 0, NULL, NULL, 2, 'w2'),
          (9, 0, 7, 0, 0, -0.1, 0.1, NULL, 'w1'), (12, 0, 10, 0, 0, NULL, NULL, NULL, 'w2'),
          (12, 1, 6, 0, 0, 0.2, 0.2, 4, NULL);
      PRAGMA ignore_check_constraints = ON;
      INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss) VALUES (13, 0, 99, 0, 0);
      PRAGMA ignore_check_constraints = OFF;
      """)
    return connection
  }

  func rows(_ sql: String, _ db: Connection, width: Int32) throws -> [[SQLiteValue]] {
    try db.query(sql) { row in (0..<width).map { row[$0] } }
  }

  @Test func aStoreAt19MigratesWithEveryArrowKeptUnderItsRoundAndEnd() throws {
    let folder = try TemporaryFolder()
    let db = try store19(folder)
    let arrows = try rows(Self.arrowsAt19, db, width: 10)
    let ends = try rows("SELECT round_id, end_number FROM ends ORDER BY 1, 2", db, width: 2)
    let totals = "SELECT count(*), sum(points), sum(is_x), count(x) FROM arrows"
    let before = try rows(totals, db, width: 4)
    #expect(arrows.count == 8 && ends.count == 6)

    try Opener.migrate(db, from: 19, isNew: false)
    #expect(try db.scalar("PRAGMA user_version") == .integer(Int64(Schema.currentVersion)))
    #expect(try rows(Self.arrowsNow, db, width: 10) == arrows, "every arrow, value and writer")
    #expect(try rows("SELECT round_id, end_number FROM ends ORDER BY 1, 2", db, width: 2) == ends)
    #expect(try rows(totals, db, width: 4) == before, "the same totals, Xs and plotted arrows")
    #expect(try db.query("PRAGMA foreign_key_check") { $0.string(0) }.isEmpty)
    #expect(try db.scalar("PRAGMA foreign_keys") == .integer(1), "foreign keys on again")
    let columns = { (table: String) in
      try db.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", table) { $0.string(0) }
        .filter { $0 != SyncedTables.versionColumn }  // when the row last changed (schema 21)
    }
    #expect(try columns("ends") == ["round_id", "end_number"], "no local row number")
    #expect(try columns("arrows").prefix(3) == ["round_id", "end_number", "arrow_index"])
    let tables = try db.query(
      "SELECT sql FROM sqlite_master WHERE name IN ('ends', 'arrows') ORDER BY name"
    ) { $0.string(0) }
    #expect(tables.count == 2 && tables.allSatisfy { $0.hasSuffix("WITHOUT ROWID") })
    // The reads' indexes, on the new keys: the damaged arrow and the plotted rounds.
    #expect(
      try db.query(
        """
        SELECT round_id FROM arrows INDEXED BY arrows_damaged
        WHERE \(RoundRowCandidates.damagedPoints())
        """
      ) { $0.string(0) } == [Self.a])
    #expect(
      try db.query(
        "SELECT DISTINCT round_id FROM arrows INDEXED BY arrows_plotted WHERE x IS NOT NULL"
      ) { $0.string(0) } == [Self.a, Self.b])
    // The summaries read the moved arrows: round b's 24 in three arrows, from the rows alone.
    let summary = try #require(try RoundSummaries.build(Self.b, db))
    #expect(summary.summary.tally.arrows == 3 && summary.summary.tally.total == 24)
    // The schema's rules came along: a CHECK, the key, and the cascade from a round.
    #expect(throws: SQLiteError.self) {
      try db.execute(
        "INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss) VALUES ('\(Self.b)', 3, 0, 12, 0, 0)"
      )
    }
    #expect(throws: SQLiteError.self) {
      try db.execute(
        "INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss) VALUES ('\(Self.b)', 1, 0, 9, 0, 0)"
      )
    }
    #expect(throws: SQLiteError.self, "an arrow of no end") {
      try db.execute(
        "INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss) VALUES ('\(Self.b)', 7, 0, 9, 0, 0)"
      )
    }
    try db.execute("DELETE FROM rounds WHERE id = '\(Self.b)'")
    #expect(try db.scalar("SELECT count(*) FROM ends WHERE round_id = '\(Self.b)'") == .integer(0))
    #expect(try db.scalar("SELECT count(*) FROM arrows") == .integer(5), "round a's five")
  }

  /// Rows another tool left broken before are `quiver check`'s to name, not a reason to refuse
  /// the file: an end of no round, written with foreign keys off, still migrates (its row
  /// number is gone, so the rows are compared by table), and the broken end stays for check.
  @Test func anEndOfNoRoundLeftByAnotherToolStillMigrates() throws {
    let folder = try TemporaryFolder()
    let db = try store19(folder)
    try db.execute(
      """
      PRAGMA foreign_keys = OFF;
      INSERT INTO ends (id, round_id, end_number) VALUES (40, 'no-such-round', 1);
      PRAGMA foreign_keys = ON;
      """)
    try Opener.migrate(db, from: 19, isNew: false)
    #expect(try db.scalar("PRAGMA user_version") == .integer(Int64(Schema.currentVersion)))
    #expect(try db.query("PRAGMA foreign_key_check") { $0.string(0) } == ["ends"])
    #expect(try db.scalar("SELECT count(*) FROM arrows") == .integer(8), "every arrow kept")
  }

  /// A backup as schema 19 wrote it: `current`'s, with each end given a row number (`first`
  /// on) and each arrow keyed by it.
  static func at19(_ current: BackupDocument, first: Int64 = 7) throws -> BackupDocument {
    var copy = current
    copy.schemaVersion = 19
    let endsAt = try #require(copy.tables.firstIndex { $0.name == "ends" })
    let arrowsAt = try #require(copy.tables.firstIndex { $0.name == "arrows" })
    var numbers: [String: SQLiteValue] = [:]
    copy.tables[endsAt].columns = ["id", "round_id", "end_number"]
    copy.tables[endsAt].rows = copy.tables[endsAt].rows.enumerated().map { index, row in
      let id = SQLiteValue.integer(first + Int64(index) * 3)
      numbers["\(row)"] = id
      return [id] + row
    }
    copy.tables[arrowsAt].columns.removeFirst(2)
    copy.tables[arrowsAt].columns.insert("end_id", at: 0)
    copy.tables[arrowsAt].rows = copy.tables[arrowsAt].rows.map { row in
      [numbers["\(Array(row.prefix(2)))"] ?? .integer(999)] + row.dropFirst(2)
    }
    return copy
  }

  /// A store with two rounds of ends and arrows, through today's schema.
  func filled() async throws -> Database {
    let database = try Database(.inMemory)
    try await database.write { db in
      try db.execute(
        """
        INSERT INTO rounds (id, codename, status, created_at, updated_at) VALUES
          ('\(Self.a)', 'portsmouth', 'inProgress', 1790000000, 1790000000),
          ('\(Self.b)', 'wa18', 'inProgress', 1790000001, 1790000001);
        INSERT INTO ends (round_id, end_number) VALUES ('\(Self.a)', 1), ('\(Self.b)', 1),
          ('\(Self.a)', 2);
        INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss, x, y,
            arrow_number, writer)
          VALUES ('\(Self.a)', 1, 0, 10, 1, 0, 0.1, -0.2, NULL, 'w1'),
            ('\(Self.a)', 1, 1, 9, 0, 0, NULL, NULL, 2, NULL),
            ('\(Self.b)', 1, 0, 8, 0, 0, NULL, NULL, NULL, 'w2'),
            ('\(Self.a)', 2, 0, 0, 0, 1, 0.5, 0.5, NULL, NULL);
        """)
      try RoundSummaries.rebuildAll(db)
    }
    return database
  }

  @Test func aBackupMadeAt19RestoresWithItsEndNumbersMapped() async throws {
    let original = try await filled()
    let document = try await StoreBackup.backup(original) { _, _ in }
    let ends = try #require(document.tables.first { $0.name == "ends" })
    let arrows = try #require(document.tables.first { $0.name == "arrows" })
    #expect(ends.columns == ["round_id", "end_number"], "a new backup carries no row number")
    #expect(!arrows.columns.contains("end_id"))

    let old = try Self.at19(document)
    let restored = try Database(.inMemory)
    try await StoreBackup.restore(old, into: restored) { _, _ in }
    let again = try await StoreBackup.backup(restored) { _, _ in }
    #expect(try StoreBackup.encoded(again) == StoreBackup.encoded(document), "byte for byte")

    // Streamed from a file, as `quiver restore` reads it.
    let folder = try TemporaryFolder()
    let path = folder.file("v19.json")
    try StoreBackup.encoded(old).write(to: URL(fileURLWithPath: path))
    let streamed = try Database(.inMemory)
    try await StoreBackup.restore(file: path, try BackupReader.skeleton(of: path), into: streamed) {
      _, _, _ in
    }
    let fromFile = try await StoreBackup.backup(streamed) { _, _ in }
    #expect(try StoreBackup.encoded(fromFile) == StoreBackup.encoded(document))
  }

  @Test func aBackupAt19WithAnArrowOfNoEndRestoresNothing() async throws {
    let document = try await StoreBackup.backup(try await filled()) { _, _ in }
    var old = try Self.at19(document)
    let arrowsAt = try #require(old.tables.firstIndex { $0.name == "arrows" })
    old.tables[arrowsAt].rows[0][0] = .integer(4_000)
    let restored = try Database(.inMemory)
    await #expect(throws: BackupError.brokenReference(table: "arrows")) {
      try await StoreBackup.restore(old, into: restored) { _, _ in }
    }
    #expect(try await restored.read { try $0.scalar("SELECT count(*) FROM rounds") } == .integer(0))
    // Two ends of one round under one number break the old key, named by the row.
    var twins = try Self.at19(document)
    let endsAt = try #require(twins.tables.firstIndex { $0.name == "ends" })
    twins.tables[endsAt].rows[1][0] = twins.tables[endsAt].rows[0][0]
    await #expect(throws: BackupError.self) {
      try await StoreBackup.restore(twins, into: restored) { _, _ in }
    }
  }

  @Test func aBackupFromBeforeSchema19IsStillRefusedWithWhatToDo() async throws {
    var document = try Self.at19(try await StoreBackup.backup(try await filled()) { _, _ in })
    document.schemaVersion = 18
    await #expect(throws: BackupError.otherSchema(backup: 18, store: Schema.currentVersion)) {
      try await StoreBackup.restore(document, into: try Database(.inMemory)) { _, _ in }
    }
  }
}
