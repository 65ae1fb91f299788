import CSQLite

/// One SQLite session (the session extension) on a connection: it records every row the
/// connection changes in the synced tables (``SyncedTables``) until it is read and dropped.
/// `Connection.transaction` opens one for each write once the store syncs, so every change
/// lands in the outbox in the transaction that made it.
final class ChangeSession {
  private let handle: OpaquePointer

  /// Starts recording changes to the synced tables of `database` ("main" or an attached name).
  init(_ connection: Connection, database: String = "main") throws {
    var session: OpaquePointer?
    let created = sqlite3session_create(connection.handle, database, &session)
    guard created == SQLITE_OK, let session else {
      throw SQLiteError(code: created, message: "could not start a change session", sql: nil)
    }
    handle = session
    sqlite3session_table_filter(session, syncedTableFilter, nil)
    let attached = sqlite3session_attach(session, nil)
    guard attached == SQLITE_OK else {
      sqlite3session_delete(session)
      throw SQLiteError(code: attached, message: "could not watch the synced tables", sql: nil)
    }
  }

  deinit { sqlite3session_delete(handle) }

  /// Whether nothing was recorded.
  var isEmpty: Bool { sqlite3session_isempty(handle) != 0 }

  /// The recorded changes as one changeset (empty when nothing changed).
  func changeset() throws -> Changeset {
    var size: Int32 = 0
    var bytes: UnsafeMutableRawPointer?
    let result = sqlite3session_changeset(handle, &size, &bytes)
    defer { sqlite3_free(bytes) }
    guard result == SQLITE_OK else {
      throw SQLiteError(code: result, message: "could not read the recorded changes", sql: nil)
    }
    guard let bytes, size > 0 else { return Changeset(bytes: []) }
    return Changeset(bytes: Array(UnsafeRawBufferPointer(start: bytes, count: Int(size))))
  }

}

/// The session's table filter: 1 for a table whose rows are sent to other devices.
private func syncedTableFilter(_: UnsafeMutableRawPointer?, _ table: UnsafePointer<CChar>?) -> Int32
{
  guard let table else { return 0 }
  return SyncedTables.isSynced(String(cString: table)) ? 1 : 0
}
