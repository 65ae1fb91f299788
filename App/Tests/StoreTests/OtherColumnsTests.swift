import Foundation
import Testing

@testable import Store

/// A table whose columns another program changed (stranger s7): the store says so before it
/// writes or syncs, and a changeset whose rows have other columns than the receiving table is
/// refused whole, where its conflict once indexed past the shorter row and trapped.
@Suite("Tables whose columns another program changed", .timeLimit(.minutes(1)))
struct OtherColumnsTests {
  @Test func aDroppedColumnIsNamedBeforeAWriteAndReadsElsewhereGoOn() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    _ = try Database(.file(path))
    try Connection(path: path).execute("ALTER TABLE match_sets DROP COLUMN sync_version")
    let database = try Database(.file(path))
    #expect(
      try await database.read { try $0.scalar("SELECT count(*) FROM archers") } == .integer(0))
    let changed = StoreError.corrupt(
      path: path,
      detail:
        "table match_sets is not as Quiver made it (columns, keys or references differ); another program changed it"
    )
    await #expect(throws: changed) {
      try await database.write { db in
        _ = try db.run("INSERT INTO settings (key, value) VALUES ('k', 'v')")
      }
    }
    #expect(
      try await database.read { try $0.scalar("SELECT count(*) FROM settings") } == .integer(0))
  }

  /// Stranger s7b: the same column names with another key (sync keys rows by it), another
  /// type, or no reference: each is named before a write, where names alone passed.
  @Test(arguments: [
    "CREATE TABLE settings (key TEXT, value TEXT NOT NULL)",
    "CREATE TABLE settings (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL)",
  ])
  func aTableRebuiltWithTheSameColumnNamesIsNamed(rebuilt: String) async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    _ = try Database(.file(path))
    try Connection(path: path).execute(
      "ALTER TABLE settings RENAME TO old_settings; \(rebuilt); DROP TABLE old_settings")
    let database = try Database(.file(path))
    await #expect(throws: StoreError.self) { try await database.checkEveryTable() }
  }

  @Test func aReferenceDroppedByARebuildIsNamed() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    _ = try Database(.file(path))
    let ends = try Connection(path: path)
    try ends.execute(
      """
      PRAGMA foreign_keys = OFF;
      CREATE TABLE new_ends (round_id TEXT NOT NULL, end_number INTEGER NOT NULL
        CHECK (end_number >= 1), sync_version INTEGER, PRIMARY KEY (round_id, end_number))
        WITHOUT ROWID;
      DROP TABLE ends; ALTER TABLE new_ends RENAME TO ends;
      """)
    await #expect(throws: StoreError.self) { try await Database(.file(path)).checkEveryTable() }
  }

  /// A table dropped while a store is open (the app holds one for hours) is met by the next
  /// write: the check runs again whenever the file's schema changed.
  @Test func aTableDroppedWhileTheStoreIsOpenIsMetByTheNextWrite() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    _ = try Database(.file(path))
    let database = try Database(.file(path))
    try await database.write { db in _ = try db.run("INSERT INTO settings VALUES ('a', '1')") }
    try Connection(path: path).execute("DROP TABLE custom_rounds")
    await #expect(
      throws: StoreError.corrupt(path: path, detail: "table custom_rounds is missing")
    ) {
      try await database.write { db in _ = try db.run("INSERT INTO settings VALUES ('b', '2')") }
    }
    #expect(
      try await database.read { try $0.scalar("SELECT count(*) FROM settings") } == .integer(1))
  }

  @Test func aChangesetWithOtherColumnsIsRefusedWholeNeverATrap() async throws {
    // What a store whose `match_sets` lost its version column would send: a row one short.
    let source = try Connection(path: ":memory:")
    try source.execute(
      """
      CREATE TABLE match_sets (match_id TEXT NOT NULL, set_number INTEGER NOT NULL,
        arrows_a TEXT NOT NULL, arrows_b TEXT NOT NULL, PRIMARY KEY (match_id, set_number))
        WITHOUT ROWID
      """)
    let session = try ChangeSession(source)
    try source.execute("INSERT INTO match_sets VALUES ('m', 1, '[10,10,10]', '[9,9,9]')")
    let changeset = try session.changeset()
    #expect(try changeset.count() == 1)
    // The receiving store holds that very set already: applying meets a conflict, the path
    // that trapped.
    let database = try Database(.inMemory)
    try await database.write { db in
      _ = try db.run("INSERT INTO matches (id, format, created_at) VALUES ('m', 'sets', 0)")
      _ = try db.run("INSERT INTO match_sets VALUES ('m', 1, '[8,8,8]', '[7,7,7]', 1)")
    }
    await #expect(
      throws: SyncError.otherColumns(file: "dev/00000001.changeset", tables: ["match_sets"])
    ) {
      try await database.writeUnrecorded(foreignKeys: false) { db in
        _ = try ChangesetApply.apply(changeset, from: "dev", fileSeq: 1, db)
      }
    }
    #expect(
      try await database.read { try $0.scalar("SELECT arrows_a FROM match_sets") }
        == .text("[8,8,8]"))
  }
}
