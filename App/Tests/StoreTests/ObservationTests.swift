import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Store

@Suite("Tables from SQLite's authorizer")
struct TableAccessTests {
  /// Tables a..f, a view over c, a trigger that writes f, and a child whose parent key is
  /// cleared by a foreign-key action.
  private func connection() throws -> Connection {
    let db = try Connection(path: ":memory:")
    try db.execute(
      """
      PRAGMA foreign_keys = ON;
      CREATE TABLE a (id INTEGER PRIMARY KEY, b_id INTEGER);
      CREATE TABLE b (id INTEGER PRIMARY KEY, name TEXT);
      CREATE TABLE c (id INTEGER PRIMARY KEY, v INTEGER);
      CREATE TABLE d (id INTEGER PRIMARY KEY);
      CREATE TABLE e (id INTEGER PRIMARY KEY);
      CREATE TABLE f (id INTEGER PRIMARY KEY);
      CREATE TABLE child (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES d (id) ON DELETE SET NULL);
      CREATE VIEW totals AS SELECT sum(v) AS total FROM c;
      CREATE TRIGGER e_logs AFTER INSERT ON e BEGIN INSERT INTO f (id) VALUES (new.id); END;
      """)
    _ = db.access.takeWrites()
    return db
  }

  @Test func aQueryReadsTheTablesOfItsJoinsSubqueriesAndViews() throws {
    let db = try connection()
    db.access.startRecordingReads()
    _ = try db.query(
      """
      SELECT a.id, b.name, (SELECT total FROM totals)
      FROM a JOIN b ON b.id = a.b_id WHERE EXISTS (SELECT 1 FROM d)
      """
    ) { $0.int(0) }
    #expect(
      db.access.stopRecordingReads() == ["a", "b", "c", "d", "totals"], "the view and its table")
  }

  @Test func aCountReadsItsTableAndACachedStatementStillReportsIt() throws {
    let db = try connection()
    for _ in 0..<2 {
      db.access.startRecordingReads()
      _ = try db.scalar("SELECT count(*) FROM e")
      #expect(db.access.stopRecordingReads() == ["e"])
    }
    #expect(db.cachedStatementCount == 1)
  }

  @Test func writesReportTheirTablesWithTriggersAndForeignKeyActions() throws {
    let db = try connection()
    try db.run("INSERT INTO e (id) VALUES (1)")
    #expect(db.access.takeWrites() == ["e", "f"], "the trigger's table too")
    try db.run("INSERT INTO d (id) VALUES (1)")
    try db.run("INSERT INTO child (id, parent) VALUES (1, 1)")
    _ = db.access.takeWrites()
    try db.run("DELETE FROM d WHERE id = ?", 1)
    #expect(db.access.takeWrites().isSuperset(of: ["d", "child"]), "ON DELETE SET NULL")
    try db.execute("DELETE FROM c")
    #expect(db.access.takeWrites() == ["c"], "a script's statements too")
    #expect(db.access.takeWrites().isEmpty, "taking forgets")
  }

  @Test func readsAreRecordedOnlyWhileAskedFor() throws {
    let db = try connection()
    _ = try db.scalar("SELECT count(*) FROM a")
    db.access.startRecordingReads()
    #expect(db.access.stopRecordingReads().isEmpty)
  }
}

@Suite("Table versions")
struct TableVersionsTests {
  @Test func aQueryIsStaleOnlyWhenATableItReadOrAnotherProcessCommitted() {
    var versions = TableVersions()
    let before = versions
    versions.commit(["rounds"])
    #expect(versions.changed(since: before, for: ["rounds", "settings"]))
    #expect(!versions.changed(since: before, for: ["settings"]))
    let afterRounds = versions
    versions.commitElsewhere()
    #expect(versions.changed(since: afterRounds, for: ["settings"]))
    #expect(!versions.changed(since: versions, for: ["rounds"]))
  }
}

@Suite("Observed queries", .timeLimit(.minutes(1)))
struct ObservedQueryTests {
  private static let count = "SELECT count(*) FROM archers"

  private static func addArcher(_ db: Connection, _ name: String) throws {
    try db.run(
      "INSERT INTO archers (id, name, bow_style) VALUES (?, ?, 'recurve')", UUID().uuidString,
      name)
  }

  /// Waits (bounded) for `flow` to emit `expected` after its first value, `change` having run
  /// once that first value arrived.
  private func expectChange(
    _ flow: Flow<Int>, to expected: Int, _ what: String,
    after change: @escaping @Sendable () async throws -> Void
  ) async throws {
    try await withTimeout(what, .seconds(30)) {
      var values = flow.makeAsyncIterator()
      _ = try await values.next()
      try await change()
      while let value = try await values.next() {
        if value == expected { return }
      }
      Issue.record("the flow ended before \(expected)")
    }
  }

  @Test func aCommitToATableTheQueryReadReRunsIt() async throws {
    let database = try Database(.inMemory)
    let runs = Locked(0)
    let flow = database.observe { db -> Int in
      runs.withLock { $0 += 1 }
      guard case .integer(let count)? = try db.scalar(Self.count) else { return -1 }
      return Int(count)
    }
    try await expectChange(flow, to: 1, "the observer to see the new archer") {
      try await database.write { db in
        try db.run("INSERT INTO navigation_path (id, snapshot) VALUES (1, '[]')")
      }
      try await database.write { try Self.addArcher($0, "Ana") }
    }
    #expect(runs.withLock { $0 } == 2, "the navigation_path commit did not re-run it")
  }

  @Test func anotherConnectionsCommitIsSeen() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("q.sqlite")
    let database = try Database(.file(path))
    let other = try Database(.file(path))
    try await expectChange(
      countArchers(database), to: 1, "the observer to see another connection's commit"
    ) {
      try await other.write { try Self.addArcher($0, "Ana") }
    }
  }

  /// The watch wakes on the writer's last write to the WAL, before its commit is visible: each of
  /// 20 commits in a row must still be seen.
  @Test func everyCommitOfAnotherConnectionIsSeen() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("q.sqlite")
    let database = try Database(.file(path))
    let other = try Database(.file(path))
    let flow = database.observe { db in
      try db.scalar("SELECT value FROM settings WHERE key = 'seen'")
    }
    try await withTimeout("the observer to see 20 commits one by one", .seconds(50)) {
      var values = flow.makeAsyncIterator()
      _ = try await values.next()
      for index in 0..<20 {
        try await other.write { db in
          try db.run(
            "INSERT INTO settings (key, value) VALUES ('seen', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            "\(index)")
        }
        while let value = try await values.next(), value != .text("\(index)") {}
      }
    }
  }

  @Test func anotherProcesssCommitIsSeen() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("q.sqlite")
    let database = try Database(.file(path))
    try await expectChange(
      countArchers(database), to: 1, "the observer to see the sqlite3 shell's commit"
    ) {
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
      shell.arguments = [
        path, "INSERT INTO archers (id, name, bow_style) VALUES ('x', 'Ana', 'recurve')",
      ]
      try shell.run()
      shell.waitUntilExit()
      #expect(shell.terminationStatus == 0)
    }
  }

  @Test func aFailingQueryEndsTheFlowWithItsError() async throws {
    let database = try Database(.inMemory)
    let flow = database.observe { db in try db.scalar("SELECT * FROM no_such_table") }
    await #expect(throws: SQLiteError.self) { _ = try await flow.first() }
  }

  private func countArchers(_ database: Database) -> Flow<Int> {
    database.observe { db -> Int in
      guard case .integer(let count)? = try db.scalar(Self.count) else { return -1 }
      return Int(count)
    }
  }
}
