import Foundation
import Store
import Testing

@Suite("Opening databases safely")
struct OpenerTests {
  @Test func aNewFileIsCreatedWithItsFolderInWALModeAtTheCurrentVersion() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("nested/deeper/quiver.sqlite")
    let database = try Database(.file(path))
    #expect(exists(path))
    #expect(try await database.read { try $0.scalar("PRAGMA journal_mode") } == .text("wal"))
    #expect(try await database.read { try $0.scalar("PRAGMA foreign_keys") } == .integer(1))
    #expect(
      try await database.read { try $0.scalar("PRAGMA user_version") }
        == .integer(Int64(Schema.currentVersion)))
  }

  @Test func theStandardLocationFollowsXDG() {
    #expect(
      DatabaseLocation.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"])
        == .file("/data/quiver/quiver.sqlite"))
    #expect(
      DatabaseLocation.standard(environment: ["HOME": "/home/ana"])
        == .file("/home/ana/.local/share/quiver/quiver.sqlite"))
  }

  @Test func aFileThatIsNotSQLiteIsRefusedAndLeftByteForByte() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("scores.txt")
    try Data("X 10 9\n9 9 8\n".utf8).write(to: URL(fileURLWithPath: path))
    let before = bytes(path)
    #expect(throws: StoreError.notADatabase(path: path)) { try Database(.file(path)) }
    #expect(bytes(path) == before)
    #expect(!exists(path + "-wal") && !exists(path + "-shm"))
  }

  @Test func anotherApplicationsDatabaseIsRefusedAndLeftByteForByte() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("other.sqlite")
    do {
      let other = try Connection(path: path)
      try other.execute("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('x');")
    }
    let before = bytes(path)
    #expect(throws: StoreError.notAQuiverDatabase(path: path)) { try Database(.file(path)) }
    #expect(bytes(path) == before)
  }

  @Test func aCorruptDatabaseIsRefusedAndLeftByteForByte() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiver.sqlite")
    do {
      let database = try Database(.file(path))
      _ = database
    }
    var data = try #require(bytes(path))
    // Keep SQLite's header, scribble over the schema page.
    for offset in 100..<min(data.count, 4_096) { data[offset] = 0xA5 }
    try data.write(to: URL(fileURLWithPath: path))
    try? FileManager.default.removeItem(atPath: path + "-wal")
    try? FileManager.default.removeItem(atPath: path + "-shm")
    let before = bytes(path)
    let error = try #require(throws: StoreError.self) { try Database(.file(path)) }
    switch error {
    case .corrupt, .notADatabase: break
    default: Issue.record("expected corrupt or not-a-database, got \(error)")
    }
    #expect(error.errorDescription?.contains("left untouched") == true)
    #expect(bytes(path) == before)
  }

  /// The next version up is as foreign as a far-off one: this build cannot know what it changed.
  @Test(arguments: [Schema.currentVersion + 1, 99])
  func aNewerSchemaIsRefusedAndLeftByteForByte(version: Int) throws {
    let folder = try TemporaryFolder()
    let path = folder.file("future.sqlite")
    do {
      let future = try Connection(path: path)
      try future.execute(
        "PRAGMA application_id = \(Schema.applicationID); PRAGMA user_version = \(version); CREATE TABLE later (v);"
      )
    }
    let before = bytes(path)
    #expect(throws: StoreError.newerSchema(found: version, supported: Schema.currentVersion)) {
      try Database(.file(path))
    }
    #expect(bytes(path) == before)
  }

  @Test func anEmptyFileBecomesANewDatabase() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("empty.sqlite")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let database = try Database(.file(path))
    #expect(try await database.read { try $0.scalar("SELECT count(*) FROM rounds") } == .integer(0))
  }

  @Test func openingWaitsForAnotherConnectionsLockInsteadOfFailing() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("locked.sqlite")
    _ = try Database(.file(path))
    // Another connection holds the file exclusively (as a closing connection's checkpoint
    // does, briefly): even reading the header must wait, not fail with "database is locked".
    var holder: Connection? = try Connection(path: path)
    try holder?.execute("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE")
    // The open waits on a thread of its own: in a task it would hold one of the cooperative
    // pool's threads in SQLite's busy wait, and with the others busy in parallel tests this
    // test's own sleep could not resume to release the lock before the wait gave up.
    async let opening = Self.onOwnThread { try Database(.file(path)) }
    try await Task.sleep(for: .milliseconds(300))
    try holder?.execute("COMMIT")
    holder = nil  // closing releases the lock
    let opened = try await opening
    let rounds = try await opened.read { db in
      try db.query("SELECT count(*) FROM rounds") { $0.int(0) }
    }
    #expect(rounds == [0])
  }

  /// Issue 16: a row that breaks a CHECK constraint (edited by another tool) is left
  /// for the readers, which name it; it does not make the whole file "damaged".
  @Test func aRowBreakingAConstraintOpensAndReadsEveryOtherRow() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("edited.sqlite")
    do { _ = try Database(.file(path)) }
    do {
      let other = try Connection(path: path)
      try other.execute(
        """
        INSERT INTO rounds (id, codename, status, created_at, updated_at)
          VALUES ('00000000-0000-0000-0000-000000000001', 'wa18', 'completed', 1, 1);
        INSERT INTO ends (round_id, end_number)
          VALUES ('00000000-0000-0000-0000-000000000001', 1);
        INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
          VALUES ('00000000-0000-0000-0000-000000000001', 1, 0, 9, 0, 0);
        PRAGMA ignore_check_constraints = ON;
        INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
          VALUES ('00000000-0000-0000-0000-000000000001', 1, 1, 99, 0, 0);
        INSERT INTO settings (key, value) VALUES ('other', 'read');
        """)
    }
    let database = try Database(.file(path))
    let points = try await database.read { db in
      try db.query("SELECT points FROM arrows ORDER BY arrow_index") { $0.int(0) }
    }
    #expect(points == [9, 99])
    let other = try await database.read {
      try $0.scalar("SELECT value FROM settings WHERE key = 'other'")
    }
    #expect(other == .text("read"))
  }

  /// Runs `work` on a new thread and hands back its result, leaving the task pool free.
  static func onOwnThread<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }
}
