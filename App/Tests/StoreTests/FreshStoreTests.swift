import CSQLite
import Foundation
import Testing

@testable import Store

/// A new store is a copy of the pages every migration step gives (FreshStore): the same
/// schema, settings and rows as the steps make, whole or not at all, and never over a file
/// that appeared meanwhile.
@Suite("New stores are copies of the migrated schema")
struct FreshStoreTests {
  /// Every schema object, the version and the application ID: what two stores made alike share.
  private func shape(_ connection: Connection) throws -> [String] {
    try connection.query("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
    {
      "\($0[0]) \($0[1]) \($0[2]) \($0[3])"
    } + [
      "version \(try connection.scalar("PRAGMA user_version") ?? .null)",
      "application \(try connection.scalar("PRAGMA application_id") ?? .null)",
    ]
  }

  /// The rows a new store holds, every table's, in a fixed order.
  private func rows(_ connection: Connection) throws -> [String] {
    let tables = try connection.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
    ) { $0.string(0) }
    return try tables.flatMap { table in
      try connection.query("SELECT * FROM \"\(table)\"") { row in "\(table): \(row[0])" }.sorted()
    }
  }

  @Test func inMemoryAndFileStoresHoldWhatTheStepsMake() async throws {
    let steps = try Connection(path: ":memory:")
    try Opener.makeNew(steps)
    let expected = (try shape(steps), try rows(steps))

    let memory = try Database(.inMemory)
    #expect(try await memory.read { (try shape($0), try rows($0)) } == expected)
    // Copied, not stepped: the steps change the schema a hundred times, a copy once.
    let stepped = try steps.scalar("PRAGMA schema_version")
    #expect(try await memory.read { try $0.scalar("PRAGMA schema_version") } != stepped)

    let folder = try TemporaryFolder()
    let file = try Database(.file(folder.file("new.sqlite")))
    #expect(try await file.read { (try shape($0), try rows($0)) } == expected)
    #expect(try await file.read { try $0.scalar("PRAGMA journal_mode") } == .text("wal"))
    #expect(try await file.read { try $0.scalar("PRAGMA foreign_keys") } == .integer(1))
    #expect(try await file.read { try $0.scalar("PRAGMA schema_version") } != stepped)
    // Nothing of the copy is left beside the store.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left.allSatisfy { $0.hasPrefix("new.sqlite") && !$0.contains("quiver-new") })
  }

  @Test func aStoreMadeMeanwhileIsNeverReplaced() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("raced.sqlite")
    // The copy is written while the path is free ...
    let copy = try #require(FreshStore.writeCopy(besides: path))
    // ... and another process's store, with a row in it, takes the path meanwhile.
    let other = try Database(.file(path))
    try await other.write { try $0.execute("CREATE TABLE kept_by_the_other (x)") }
    #expect(!FreshStore.publish(copy, at: path))
    #expect(
      try await other.read {
        try $0.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'kept_by_the_other'")
      } == .integer(1))
    // Opened again by name, the path is still the other's store.
    let reopened = try Connection(path: path)
    #expect(
      try reopened.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'kept_by_the_other'")
        == .integer(1))
  }

  @Test func whatAKilledMakerLeftIsRemovedAndALiveOnesIsKept() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("store.sqlite")
    // Beyond Linux's largest process ID (4,194,304): no such process can exist.
    let gone = ".store.sqlite.quiver-999999999-0ACDF3F0.tmp"
    let live = ".store.sqlite.quiver-\(getpid())-AAB502D3.tmp"
    // Names Quiver never writes, however close: never removed.
    let others = [
      ".store.sqlite.quiver-999999999-my-precious-notes.tmp",
      ".store.sqlite.quiver-+999999999-0ACDF3F0.tmp",
      ".store.sqlite.quiver-0999999999-0ACDF3F0.tmp",
      ".store.sqlite.quiver-999999999-.tmp",
      ".store.sqlite.quiver-999999999-0ACDF3F0.tmp.bak",
    ]
    for name in [gone, gone + "-wal", gone + "-shm", live] + others {
      try Data("half a store".utf8).write(to: URL(fileURLWithPath: folder.file(name)))
    }
    _ = try Database(.file(path))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.contains(live))
    #expect(Set(others).isSubset(of: names))
    #expect([gone, gone + "-wal", gone + "-shm"].allSatisfy { !names.contains($0) })
    #expect(names.contains("store.sqlite"))
  }

  @Test func aNameIsNeverReadAsAURI() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("real.sqlite")
    let real = try Connection(path: path)
    try real.execute("CREATE TABLE kept (x); INSERT INTO kept VALUES (1);")
    // As a URI this names an empty database in memory; as a name, a file in a folder called
    // "file:" that does not exist, so it cannot be opened at all.
    #expect((try? Connection(path: "file:\(path)?mode=memory")) == nil)
    #expect(!exists("file:\(path)"))
    #expect(try real.scalar("SELECT count(*) FROM kept") == .integer(1))
  }

  @Test func aDeletedStoresJournalIsNeverReplayedOntoANewStore() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("s.sqlite")
    // A store whose last writes are still only in its WAL, as a kill or an exit leaves it.
    let wal = try { () throws -> Data? in
      let old = try Connection(path: path)
      try old.execute(
        """
        PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT);
        INSERT INTO settings VALUES ('old', 'the deleted store''s');
        """)
      return bytes(path + "-wal")
    }()  // `old` closes here: its WAL is checkpointed and removed
    let frames = try #require(wal)
    // The store is deleted; its WAL is left beside the path.
    try FileManager.default.removeItem(atPath: path)
    try frames.write(to: URL(fileURLWithPath: path + "-wal"))
    let database = try Database(.file(path))
    #expect(try await database.read { try $0.scalar("PRAGMA quick_check") } == .text("ok"))
    #expect(
      try await database.read { try $0.scalar("SELECT count(*) FROM settings WHERE key = 'old'") }
        == .integer(0))
  }

  @Test func aCopyNeverLandsOnADatabaseThatHoldsSomething() throws {
    let connection = try Connection(path: ":memory:")
    try connection.execute("CREATE TABLE kept (x); INSERT INTO kept VALUES (1);")
    #expect(try !FreshStore.copy(into: connection))
    #expect(try connection.scalar("SELECT count(*) FROM kept") == .integer(1))
  }

  @Test func inMemoryNamesMakeNoFile() throws {
    _ = try Database(.file(":memory:"))
    #expect(!exists(":memory:"))
  }

  @Test func manyStoresOpenedOnOneNewPathAtOnceAreOneStore() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("shared.sqlite")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<8 {
        group.addTask {
          let database = try Database(.file(path))
          try await database.write {
            try $0.run("INSERT INTO settings (key, value) VALUES (?, ?)", "writer-\(writer)", "1")
          }
        }
      }
      try await group.waitForAll()
    }
    let database = try Database(.file(path))
    #expect(
      try await database.read {
        try $0.scalar("SELECT count(*) FROM settings WHERE key LIKE 'writer-%'")
      } == .integer(8))
  }

  @Test func sqliteKeepsNoProcessWideMemoryCount() throws {
    let connection = try Connection(path: ":memory:")
    try connection.execute("CREATE TABLE t (x); INSERT INTO t VALUES (randomblob(100000));")
    // With the count on, this is every byte SQLite holds (more than the blob above).
    #expect(sqlite3_memory_used() == 0)
  }
}
