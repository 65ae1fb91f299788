import Foundation
import Store
import Testing

@Suite("SQLite wrapper")
struct ConnectionTests {
  @Test func bindsAndReadsEveryStorageClass() throws {
    let db = try Connection(path: ":memory:")
    try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
    try db.run(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?)", 42, 2.5, "héllo", SQLiteValue.blob([1, 2, 3]),
      String?.none)
    let row = try #require(
      try db.query("SELECT i, r, s, b, n FROM t") { row in
        [row[0], row[1], row[2], row[3], row[4]]
      }.first)
    #expect(row == [.integer(42), .real(2.5), .text("héllo"), .blob([1, 2, 3]), .null])
  }

  @Test func preparedStatementsAreCachedPerConnection() throws {
    let db = try Connection(path: ":memory:")
    try db.execute("CREATE TABLE t (v INTEGER)")
    for value in 0..<100 { try db.run("INSERT INTO t VALUES (?)", value) }
    #expect(db.cachedStatementCount == 1)
    #expect(try db.scalar("SELECT sum(v) FROM t") == .integer(4950))
  }

  @Test func aCommitThatFailsRollsBackAndLeavesNoTransactionOpen() throws {
    let db = try Connection(path: ":memory:")
    try db.execute(
      """
      PRAGMA foreign_keys = ON;
      CREATE TABLE parent (id INTEGER PRIMARY KEY);
      CREATE TABLE child (parent INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)
      """)
    // The deferred foreign key is checked only at COMMIT, so the COMMIT itself fails.
    #expect(throws: (any Error).self) {
      try db.transaction { try db.run("INSERT INTO child VALUES (7)") } as Void
    }
    #expect(!db.isInTransaction)
    #expect(try db.scalar("SELECT count(*) FROM child") == .integer(0), "nothing of it is kept")
    try db.execute("BEGIN; ROLLBACK")  // throws if SQLite still has the failed transaction open
    try db.transaction { try db.run("INSERT INTO parent VALUES (1)") } as Void
    #expect(try db.scalar("SELECT count(*) FROM parent") == .integer(1), "the next write commits")
  }

  @Test func nestedTransactionsAreSavepointsAndRollBackOnlyTheirOwnWork() throws {
    let db = try Connection(path: ":memory:")
    try db.execute("CREATE TABLE t (v INTEGER)")
    struct Boom: Error {}
    try db.transaction {
      try db.run("INSERT INTO t VALUES (1)")
      _ = try? db.transaction {
        try db.run("INSERT INTO t VALUES (2)")
        throw Boom()
      }
      try db.run("INSERT INTO t VALUES (3)")
    }
    #expect(try db.query("SELECT v FROM t ORDER BY v") { $0.int(0) } == [1, 3])
    #expect(throws: Boom.self) {
      try db.transaction {
        try db.run("INSERT INTO t VALUES (4)")
        throw Boom()
      }
    }
    #expect(try db.scalar("SELECT count(*) FROM t") == .integer(2))
    #expect(!db.isInTransaction)
  }

  @Test func errorsCarryTheCodeTheMessageAndTheSQL() throws {
    let db = try Connection(path: ":memory:")
    try db.execute("CREATE TABLE t (v INTEGER CHECK (v > 0))")
    let error = try #require(throws: SQLiteError.self) {
      try db.run("INSERT INTO t VALUES (?)", -1)
    }
    #expect(error.isConstraintViolation)
    #expect(error.message.contains("CHECK constraint failed"))
    #expect(error.sql == "INSERT INTO t VALUES (?)")
    let syntax = try #require(throws: SQLiteError.self) { try db.execute("SELEC 1") }
    #expect(syntax.primaryCode == 1)
    #expect(syntax.sql == "SELEC 1", "the statement is kept for debugging")
    #expect(
      syntax.errorDescription
        == "The database failed: nothing was saved; please report this as a bug.")
    #expect(error.errorDescription?.contains("INSERT") == false, "never the SQL")
    #expect(error.codeName == "SQLITE_CONSTRAINT_CHECK", "kept for debugging")
    #expect(error.errorDescription?.contains("SQLITE") == false, "never SQLite's words")
    #expect(throws: SQLiteError.self) { try db.run("INSERT INTO t VALUES (?)") }  // too few values
  }
}
