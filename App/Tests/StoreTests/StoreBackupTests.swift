import Foundation
import Store
import Testing

/// The whole-store backup: every table and column, lossless, checked whole, all or nothing.
@Suite("Store backup and restore", .timeLimit(.minutes(1)))
struct StoreBackupTests {
  /// A store with a row in the tables a round touches, reals that look whole, and odd text.
  func filled() async throws -> Database {
    let database = try Database(.inMemory)
    try await database.write { db in
      try db.execute(
        """
        INSERT INTO archers (id, name, bow_style) VALUES ('0a1a1a1a-0000-4000-8000-000000000001', 'Zoë "Z" O''Neil', 'compound');
        INSERT INTO settings (key, value) VALUES ('active_archer', '0a1a1a1a-0000-4000-8000-000000000001'), ('arrow_mm', '5.5');
        INSERT INTO rounds (id, codename, status, created_at, updated_at, archer_id)
          VALUES ('0b1b1b1b-0000-4000-8000-000000000002', 'wa18', 'inProgress', 1790000000.0, 1790000000.25, '0a1a1a1a-0000-4000-8000-000000000001');
        INSERT INTO ends (round_id, end_number) VALUES ('0b1b1b1b-0000-4000-8000-000000000002', 1);
        INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss, x, y)
          VALUES ('0b1b1b1b-0000-4000-8000-000000000002', 1, 0, 9, 0, 0, 0.1, -0.030000000000000002),
            ('0b1b1b1b-0000-4000-8000-000000000002', 1, 1, 10, 1, 0, NULL, NULL);
        """)
    }
    return database
  }

  func backup(_ database: Database) async throws -> Data {
    try StoreBackup.encoded(try await StoreBackup.backup(database) { _, _ in })
  }

  @Test func everyTableAndEveryColumnIsBackedUp() async throws {
    let database = try await filled()
    let document = try await StoreBackup.backup(database) { _, _ in }
    let schema = try await database.read { db in
      try db.query(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
      ) { $0.string(0) }.map { table in
        (
          table,
          try db.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", table) { $0.string(0) }
            .filter { $0 != "sync_version" }
        )
      }
    }
    let backedUp = Dictionary(uniqueKeysWithValues: document.tables.map { ($0.name, $0.columns) })
    let derived = [
      "round_summaries", "round_summary_counts", "round_summary_distances", "round_summary_years",
    ]
    let syncState = ["sync_applied", "sync_conflicts", "sync_device", "sync_outbox"]
    for (table, columns) in schema
    where table != "navigation_path" && !derived.contains(table) && !syncState.contains(table) {
      #expect(backedUp[table] == columns, "\(table): every column, in the schema's order")
    }
    #expect(
      backedUp.count == schema.count - 1 - derived.count - syncState.count,
      "only the app's saved place, this device's sync state and the summaries, which a restore rebuilds, are left out"
    )
    #expect(document.rowCount == 7)
  }

  @Test func aColumnAddedLaterIsBackedUpWithNoChangeHereAndRefusedWhereItIsMissing() async throws {
    let database = try await filled()
    try await database.write { db in
      try db.execute(
        "ALTER TABLE archers ADD COLUMN nickname TEXT; UPDATE archers SET nickname = 'Robin'")
    }
    let document = try await StoreBackup.backup(database) { _, _ in }
    let archers = try #require(document.tables.first { $0.name == "archers" })
    #expect(archers.columns.last == "nickname" && archers.rows.first?.last == .text("Robin"))
    await #expect(throws: BackupError.self) {
      try await StoreBackup.restore(document, into: try Database(.inMemory)) { _, _ in }
    }
  }

  @Test func aRestoreRebuildsTheSummariesFromTheArrowsItRestored() async throws {
    let source = try await filled()  // raw rows: the source holds no summary at all
    let restored = try Database(.inMemory)
    let document = try await StoreBackup.backup(source) { _, _ in }
    #expect(!document.tables.contains { $0.name.hasPrefix("round_summar") })
    try await StoreBackup.restore(document, into: restored) { _, _ in }
    let (total, differences) = try await restored.read { db in
      (
        try db.query(
          "SELECT total FROM round_summaries WHERE round_id = '0b1b1b1b-0000-4000-8000-000000000002'"
        ) { $0.int(0) },
        try SummaryCheck.differences(db)
      )
    }
    #expect(total == [19], "9 and 10, rebuilt from the restored arrows")
    #expect(differences.isEmpty)
  }

  @Test func aBackupOfARestoredBackupIsByteIdentical() async throws {
    let first = try await backup(try await filled())
    let restored = try Database(.inMemory)
    try await StoreBackup.restore(try StoreBackup.decoded(first), into: restored) { _, _ in }
    #expect(try await backup(restored) == first)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains(#"{"real":"1790000000.0"}"#), "a whole real stays a real")
    #expect(text.contains(#"{"real":"-0.030000000000000002"}"#))
  }

  @Test func aStoreThatIsNotEmptyIsRefusedAndKeptAsItWas() async throws {
    let document = try StoreBackup.decoded(try await backup(try await filled()))
    let target = try Database(.inMemory)
    try await target.write { db in
      try db.execute("INSERT INTO settings (key, value) VALUES ('units', 'yards')")
    }
    await #expect(throws: BackupError.storeNotEmpty(table: "settings", rows: 1)) {
      try await StoreBackup.restore(document, into: target) { _, _ in }
    }
    #expect(try await StoreBackup.backup(target) { _, _ in }.rowCount == 1)
  }

  @Test func aBadRowAnywhereRestoresNothing() async throws {
    var document = try StoreBackup.decoded(try await backup(try await filled()))
    let arrows = try #require(document.tables.firstIndex { $0.name == "arrows" })
    document.tables[arrows].rows[1][3] = .integer(12)  // points no face has: the schema refuses
    let target = try Database(.inMemory)
    await #expect(
      throws: BackupError.rowBreaksRules(
        table: "arrows", row: 2, rule: "CHECK constraint failed: points BETWEEN 0 AND 11")
    ) {
      try await StoreBackup.restore(document, into: target) { _, _ in }
    }
    #expect(try await StoreBackup.backup(target) { _, _ in }.rowCount == 0)
    var orphan = try StoreBackup.decoded(try await backup(try await filled()))
    let ends = try #require(orphan.tables.firstIndex { $0.name == "ends" })
    // An end of no round: references are checked once all rows are in, and refused whole.
    orphan.tables[ends].rows.append([.text("no-such-round"), .integer(1)])
    await #expect(throws: BackupError.brokenReference(table: "ends")) {
      try await StoreBackup.restore(orphan, into: target) { _, _ in }
    }
    #expect(try await StoreBackup.backup(target) { _, _ in }.rowCount == 0)
  }

  @Test func whatIsNotABackupOfThisStoreIsRefusedBeforeAnythingIsWritten() async throws {
    let good = try StoreBackup.decoded(try await backup(try await filled()))
    var other = good
    other.schemaVersion += 1
    var foreign = good
    foreign.format = "something-else"
    var narrow = good
    narrow.tables[0].rows[0].removeLast()
    var missing = good
    missing.tables.removeLast()
    let target = try Database(.inMemory)
    for bad in [other, foreign, narrow, missing] {
      await #expect(throws: BackupError.self) {
        try await StoreBackup.restore(bad, into: target) { _, _ in }
      }
    }
    #expect(throws: DecodingError.self) { try StoreBackup.decoded(Data("[1, 2]".utf8)) }
    #expect(try await StoreBackup.backup(target) { _, _ in }.rowCount == 0)
  }
}
