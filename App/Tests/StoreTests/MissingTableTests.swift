import Foundation
import Store
import Testing

/// A table another program dropped from a current store: opening no longer looks for it (that
/// ran every migration, half of a daily command's time), so each statement that needs it names
/// it, and the reads of every table (`checkEveryTable`) refuse before reading.
@Suite("A dropped table is named where it is needed")
struct MissingTableTests {
  /// A current store at `path` with `tables` dropped by another program.
  static func store(at path: String, dropping tables: [String]) async throws {
    do {
      let database = try Database(.file(path))
      try await database.write { db in
        _ = try db.run("INSERT INTO settings (key, value) VALUES ('k', 'v')")
      }
    }
    let other = try Connection(path: path)
    for table in tables { try other.execute("DROP TABLE \(table)") }
  }

  @Test func aStatementThatNeedsTheTableNamesItAndOthersStillRead() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    try await Self.store(at: path, dropping: ["custom_rounds"])
    let database = try Database(.file(path))
    #expect(
      try await database.read { try $0.scalar("SELECT value FROM settings WHERE key = 'k'") }
        == .text("v"))
    let missing = StoreError.corrupt(path: path, detail: "table custom_rounds is missing")
    await #expect(throws: missing) {
      try await database.read { try $0.scalar("SELECT count(*) FROM custom_rounds") }
    }
    // A write that needs it keeps nothing, not even its other statements.
    await #expect(throws: missing) {
      try await database.write { db in
        _ = try db.run("UPDATE settings SET value = 'w' WHERE key = 'k'")
        _ = try db.run("DELETE FROM main.custom_rounds")
      }
    }
    #expect(
      try await database.read { try $0.scalar("SELECT value FROM settings WHERE key = 'k'") }
        == .text("v"))
  }

  @Test func theReadsOfEveryTableNameEachMissingOneFirst() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    try await Self.store(at: path, dropping: ["custom_rounds", "equipment_items"])
    let database = try Database(.file(path))
    await #expect(
      throws: StoreError.corrupt(
        path: path, detail: "tables custom_rounds, equipment_items are missing")
    ) { try await database.checkEveryTable() }
    let missing = StoreError.corrupt(
      path: path, detail: "tables custom_rounds, equipment_items are missing")
    await #expect(throws: missing) { try await StoreBackup.backup(database, progress: { _, _ in }) }
    await #expect(throws: missing) {
      try await StoreBackup.write(database, to: { _ in }, progress: { _, _, _ in })
    }
    let document = try await StoreBackup.backup(Database(.inMemory), progress: { _, _ in })
    await #expect(throws: missing) {
      try await StoreBackup.restore(document, into: database, progress: { _, _ in })
    }
  }

  @Test func theSavedPlaceIsMadeAgainAndAWholeStorePasses() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    try await Self.store(at: path, dropping: ["navigation_path"])
    let database = try Database(.file(path))
    try await database.checkEveryTable()
    #expect(
      try await database.read {
        try $0.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'navigation_path'")
      } == .integer(1))
  }

  @Test func aDroppedIndexIsNamedByAReadAndMadeAgainBeforeAWrite() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    try await Self.store(at: path, dropping: [])
    try Connection(path: path).execute(
      "DROP INDEX rounds_open; DROP TRIGGER rounds_counted_in")
    let database = try Database(.file(path))
    let read = { @Sendable (db: Connection) throws -> SQLiteValue? in
      try db.scalar(
        "SELECT count(*) FROM rounds INDEXED BY rounds_open WHERE status IN ('inProgress', 'paused')"
      )
    }
    await #expect(throws: StoreError.indexMissing(path: path, index: "rounds_open")) {
      try await database.read(read)
    }
    #expect(
      StoreError.indexMissing(path: path, index: "rounds_open").errorDescription?.contains(
        "restore a backup") == false, "one piece of advice: check makes it again")
    // The first write makes Quiver's own indexes and triggers again, then writes.
    try await database.write { db in
      _ = try db.run("UPDATE settings SET value = 'w' WHERE key = 'k'")
    }
    #expect(try await database.read(read) == .integer(0))
    let objects = try await database.read { db in
      try db.query(
        "SELECT name FROM sqlite_master WHERE name IN ('rounds_open', 'rounds_counted_in')"
      ) { $0.string(0) }
    }
    #expect(Set(objects) == ["rounds_open", "rounds_counted_in"])
    #expect(try await Database(.file(path)).checkEveryTable() == [], "nothing left to make")
  }

  /// An index or trigger replaced by another program's of the same name (stranger s7b: a
  /// trigger doing nothing passed, and `--repair` mended tallies that drifted again) is made
  /// again as a new store has it.
  @Test func aReplacedIndexAndTriggerAreMadeAgain() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    try await Self.store(at: path, dropping: [])
    try Connection(path: path).execute(
      """
      DROP INDEX rounds_open; CREATE INDEX rounds_open ON rounds(notes);
      DROP TRIGGER rounds_counted_in;
      CREATE TRIGGER rounds_counted_in AFTER INSERT ON rounds BEGIN SELECT 1; END;
      """)
    let database = try Database(.file(path))
    #expect(
      try await database.checkEveryTable() == ["trigger rounds_counted_in", "index rounds_open"])
    let held = try await database.read { db in
      try db.query(
        "SELECT sql FROM sqlite_master WHERE name IN ('rounds_open', 'rounds_counted_in') ORDER BY name"
      ) { $0.string(0) }
    }
    #expect(held.allSatisfy { !$0.contains("notes") && !$0.contains("SELECT 1") }, "\(held)")
    #expect(try await database.checkEveryTable() == [])
  }

  @Test func aTableNoStoreHasIsNotTheFilesDamage() async throws {
    // A statement naming a table Quiver never makes is a bug in the statement, said as SQLite
    // says it, never blamed on the archer's file.
    let database = try Database(.inMemory)
    await #expect(throws: SQLiteError.self) {
      try await database.read { try $0.scalar("SELECT count(*) FROM no_such_quiver_table") }
    }
  }
}
