import Foundation

/// Opens a database safely: every check that can refuse a file only reads it, and nothing is
/// written (not even the WAL switch) until the file is known to be a healthy Quiver database of a
/// version this build understands.
enum Opener {
  static func open(_ location: DatabaseLocation) throws -> Connection {
    if case .file(let path) = location { try checkHeader(of: path) }
    let connection = try Connection(path: location.sqlitePath)
    // A connection setting, not a write: wait for another process (or a closing connection's
    // checkpoint) instead of failing the very first read with "database is locked".
    try connection.execute("PRAGMA busy_timeout = 5000")
    let name = location.description
    let state: (applicationID: Int, version: Int, tables: Int)
    do {
      state = (
        applicationID: try int(connection, "PRAGMA application_id"),
        version: try int(connection, "PRAGMA user_version"),
        tables: try int(connection, "SELECT count(*) FROM sqlite_master")
      )
    } catch let error as SQLiteError where error.primaryCode == 26 {
      throw StoreError.notADatabase(path: name)
    } catch let error as SQLiteError where error.primaryCode == 11 {
      throw StoreError.corrupt(path: name, detail: error.message)
    }
    if state.tables > 0, state.applicationID != Int(Schema.applicationID) {
      throw StoreError.notAQuiverDatabase(path: name)
    }
    if state.version > Schema.currentVersion {
      throw StoreError.newerSchema(found: state.version, supported: Schema.currentVersion)
    }
    if state.tables > 0 {
      let check = try connection.query("PRAGMA quick_check") { $0.string(0) }
      guard check == ["ok"] else {
        throw StoreError.corrupt(path: name, detail: check.prefix(3).joined(separator: "; "))
      }
    }
    // From here on the file is ours to write.
    try connection.execute(
      """
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      PRAGMA foreign_keys = ON;
      """)
    try migrate(connection, from: state.version, isNew: state.tables == 0)
    return connection
  }

  /// Applies every migration after `version`, each in its own transaction with its version bump.
  static func migrate(
    _ connection: Connection, from version: Int, isNew: Bool,
    through target: Int = Schema.currentVersion
  ) throws {
    if isNew { try connection.execute("PRAGMA application_id = \(Schema.applicationID)") }
    for migration in Schema.migrations
    where migration.version > version && migration.version <= target {
      try connection.transaction {
        try connection.execute(migration.sql)
        try connection.execute("PRAGMA user_version = \(migration.version)")
      }
    }
  }

  /// Refuses a non-empty file that does not start with SQLite's magic header, before SQLite
  /// touches it.
  private static func checkHeader(of path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { return }  // new file
    defer { try? handle.close() }
    let header = try handle.read(upToCount: 16) ?? Data()
    guard !header.isEmpty else { return }  // empty file: becomes a new database
    guard header == Data("SQLite format 3\0".utf8) else {
      throw StoreError.notADatabase(path: path)
    }
  }

  private static func int(_ connection: Connection, _ sql: String) throws -> Int {
    guard case .integer(let value)? = try connection.scalar(sql) else { return 0 }
    return Int(value)
  }
}
