import CSQLite

/// The tables statements read and change, as SQLite itself reports them: an authorizer installed
/// on the connection sees every table a statement reads or writes while it is prepared (through
/// joins, subqueries, views and triggers), so no caller has to name them.
final class TableAccess {
  /// What the statement being prepared reads and writes; taken by the statement once prepared.
  private(set) var preparing = Tables()
  /// The tables read by the statements run since ``startRecordingReads()``, if recording.
  private var recordedReads: Set<String>?
  /// The tables changed by the statements run since the last ``takeWrites()``.
  private var recordedWrites: Set<String> = []

  /// A statement's tables, by what it does to them.
  struct Tables {
    var reads: Set<String> = []
    var writes: Set<String> = []
  }

  /// Installs the authorizer on `handle`; `self` must outlive the connection's use of it.
  func install(on handle: OpaquePointer) {
    sqlite3_set_authorizer(
      handle,
      { context, action, first, _, _, _ in
        guard let context, let first else { return SQLITE_OK }
        let access = Unmanaged<TableAccess>.fromOpaque(context).takeUnretainedValue()
        access.authorize(action, table: String(cString: first))
        return SQLITE_OK
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  private func authorize(_ action: Int32, table: String) {
    switch action {
    case SQLITE_READ: preparing.reads.insert(table)
    case SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE: preparing.writes.insert(table)
    case SQLITE_DROP_TABLE, SQLITE_ALTER_TABLE, SQLITE_CREATE_TABLE: preparing.writes.insert(table)
    default: break
    }
  }

  /// Starts collecting what a statement about to be prepared (or an `exec` script) touches.
  func beginPreparing() { preparing = Tables() }

  /// Records that a statement touching `tables` ran.
  func ran(_ tables: Tables) {
    if !tables.reads.isEmpty { recordedReads?.formUnion(tables.reads) }
    if !tables.writes.isEmpty { recordedWrites.formUnion(tables.writes) }
  }

  /// Starts recording the tables read, for an observed query.
  func startRecordingReads() { recordedReads = [] }

  /// Stops recording reads and returns the tables read since ``startRecordingReads()``.
  func stopRecordingReads() -> Set<String> {
    defer { recordedReads = nil }
    return recordedReads ?? []
  }

  /// The tables changed since the last call, forgetting them.
  func takeWrites() -> Set<String> {
    defer { recordedWrites = [] }
    return recordedWrites
  }
}
