/// A first sync sends the whole store. Each synced table is copied, a chunk of rows at a time in
/// key order, into an attached in-memory database holding the same tables with no rows, under a
/// session recording that database: the session's changeset is the chunk as inserts (tables are
/// named without their database, so it applies to any store). Each chunk becomes one outbox
/// entry and is emptied before the next, so memory holds one chunk, whatever the store's size.
enum Snapshot {
  static let schema = "sync_empty"

  /// Attaches the empty copy (outside any transaction: SQLite refuses ATTACH inside one).
  static func attachEmpty(_ db: Connection) throws {
    try db.execute("ATTACH DATABASE ':memory:' AS \(schema)")
    for (name, sql) in try definitions(db) {
      guard let open = sql.firstIndex(of: "(") else { continue }
      try db.execute("CREATE TABLE \(schema).\(StoreBackup.quoted(name)) \(sql[open...])")
    }
  }

  /// Detaches it.
  static func detachEmpty(_ db: Connection) throws {
    try db.execute("DETACH DATABASE \(schema)")
  }

  /// Puts every row of every synced table in the outbox, parents before children, `chunk` rows
  /// an entry, in the caller's transaction (foreign keys off: a chunk of children is copied without
  /// its parents; a row another program left breaking a CHECK is sent as it is stored).
  static func everyRowIntoOutbox(_ db: Connection, chunk: Int) throws {
    try db.execute("PRAGMA ignore_check_constraints = ON")
    defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
    for (name, _) in try definitions(db) {
      let shape = try TableShape(name, db)
      let q = StoreBackup.quoted
      let keys = shape.columns.indices.filter { shape.primaryKey[$0] }.map { q(shape.columns[$0]) }
      let order = keys.joined(separator: ", ")
      let table = "\(schema).\(q(name))"
      var last: [SQLiteValue]?
      repeat {
        let session = try ChangeSession(db, database: schema)
        let after = last.map { _ in
          "WHERE (\(order)) > (\(keys.map { _ in "?" }.joined(separator: ", ")))"
        }
        let copied = try db.run(
          "INSERT INTO \(table) SELECT * FROM main.\(q(name)) \(after ?? "") ORDER BY \(order) LIMIT \(chunk)",
          (last ?? []) as [any SQLiteBindable])
        guard copied > 0 else { break }
        let descending = keys.map { "\($0) DESC" }.joined(separator: ", ")
        last = try db.query("SELECT \(order) FROM \(table) ORDER BY \(descending) LIMIT 1") { row in
          (0..<Int32(keys.count)).map { row[$0] }
        }.first
        let changes = try session.changeset()
        try db.run(
          "INSERT INTO sync_outbox (changeset) VALUES (?)", SQLiteValue.blob(changes.bytes))
        try db.execute("DELETE FROM \(table)")
        if copied < chunk { break }
      } while last != nil
    }
  }

  private static func definitions(_ db: Connection) throws -> [(String, String)] {
    try db.query(
      "SELECT name, sql FROM main.sqlite_master WHERE type = 'table' ORDER BY rowid"
    ) { ($0.string(0), $0.string(1)) }.filter { SyncedTables.isSynced($0.0) }
  }
}
