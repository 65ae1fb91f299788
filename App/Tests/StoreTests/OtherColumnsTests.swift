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
        "table match_sets does not have the columns Quiver made it with; another program changed it"
    )
    await #expect(throws: changed) {
      try await database.write { db in
        _ = try db.run("INSERT INTO settings (key, value) VALUES ('k', 'v')")
      }
    }
    #expect(
      try await database.read { try $0.scalar("SELECT count(*) FROM settings") } == .integer(0))
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
