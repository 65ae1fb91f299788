import Foundation

/// Tells a table's own broken pages from its indexes' (stranger-final F2): quick_check names an
/// index's broken page as its table's, yet every index is derived from its table's rows, so a
/// table whose every row still reads is whole and only its indexes need making again.
enum BrokenIndexes {
  /// `tables` (those reading every page named) split into the tables whose rows cannot all be
  /// read and the indexes of those that read whole: the ones the lines `named`, else all of
  /// the table's. `schema` is the file's schema rows: type, name, table, SQL. Only reads.
  static func split(
    _ tables: [String], schema: [(type: String, name: String, table: String, sql: String?)],
    named: Set<String>, _ connection: Connection
  ) -> (tables: [String], indexes: [String]) {
    var broken: [String] = []
    var indexes: [String] = []
    for table in tables {
      let own = schema.filter { $0.type == "index" && $0.table == table }
      // An index SQLite made for a constraint has no statement to make it again with.
      guard !own.isEmpty, own.allSatisfy({ $0.sql != nil }), reads(table, connection) else {
        broken.append(table)
        continue
      }
      let pointed = own.map(\.name).filter(named.contains)
      indexes += pointed.isEmpty ? own.map(\.name) : pointed
    }
    return (broken, indexes.sorted())
  }

  /// Whether every row of `table` reads through the table's own pages alone (no index).
  static func reads(_ table: String, _ connection: Connection) -> Bool {
    let quoted = "\"\(table.replacingOccurrences(of: "\"", with: "\"\""))\""
    return (try? connection.query("SELECT * FROM \(quoted) NOT INDEXED") { _ in () }) != nil
  }

  /// Makes `indexes` again in the caller's transaction from their own statements: each schema
  /// row is dropped without reading the index's pages (`DROP INDEX` reads them, and stops at a
  /// broken one), then the index is created from its table's rows. The old pages are left
  /// unused until a `VACUUM` (``Database/rebuildDerivedTables(_:indexes:)``).
  static func remake(_ indexes: [String], _ db: Connection) throws {
    guard !indexes.isEmpty else { return }
    let statements = try indexes.compactMap { name in
      try db.query(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ? AND sql IS NOT NULL", name
      ) { $0.string(0) }.first
    }
    try db.execute("PRAGMA writable_schema = ON")
    for name in indexes {
      _ = try db.run("DELETE FROM sqlite_master WHERE type = 'index' AND name = ?", name)
    }
    try db.execute("PRAGMA writable_schema = RESET")
    for sql in statements { try db.execute(sql) }
  }
}
