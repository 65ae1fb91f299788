/// A first sync sends the whole store: SQLite's session extension compares each synced table
/// with an empty copy of it (`sqlite3session_diff` against an attached in-memory database that
/// holds the same tables, no rows), which yields every row as an insert.
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

  /// Every row of every synced table, as one changeset of inserts.
  static func everyRow(_ db: Connection) throws -> Changeset {
    let session = try ChangeSession(db)
    for (name, _) in try definitions(db) { try session.difference(from: schema, table: name) }
    return try session.changeset()
  }

  private static func definitions(_ db: Connection) throws -> [(String, String)] {
    try db.query(
      "SELECT name, sql FROM main.sqlite_master WHERE type = 'table' ORDER BY rowid"
    ) { ($0.string(0), $0.string(1)) }.filter { SyncedTables.isSynced($0.0) }
  }
}
