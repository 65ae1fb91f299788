import CSQLite

/// The tables statements read and change, as SQLite itself reports them: an authorizer installed
/// on the connection sees every table a statement reads or writes while it is prepared (through
/// joins, subqueries, views and triggers), so no caller has to name them.
final class TableAccess {
  /// What the statement being prepared (or the `exec` script being run) reads and writes.
  private var preparing = (reads: Set<String>(), writes: Set<String>())
  /// The table sets of the statements run since ``startRecordingReads()``, if recording.
  private var readers: [Tables]?
  /// The table sets of the statements that changed something since the last ``takeWrites()``.
  private var writers: [Tables] = []

  /// A statement's tables, by what it does to them; kept by the statement, so the statements run
  /// in a transaction are collected by identity (a few pointer compares per statement, no
  /// hashing on the hot path).
  final class Tables {
    let reads: Set<String>
    let writes: Set<String>

    init(reads: Set<String>, writes: Set<String>) {
      self.reads = reads
      self.writes = writes
    }
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
  func beginPreparing() { preparing = ([], []) }

  /// What was collected since ``beginPreparing()``.
  func prepared() -> Tables { Tables(reads: preparing.reads, writes: preparing.writes) }

  /// Records that a statement touching `tables` ran.
  func ran(_ tables: Tables) {
    if !tables.reads.isEmpty, let seen = readers, !seen.contains(where: { $0 === tables }) {
      readers?.append(tables)
    }
    if !tables.writes.isEmpty, !writers.contains(where: { $0 === tables }) {
      writers.append(tables)
    }
  }

  /// Starts recording the tables read, for an observed query.
  func startRecordingReads() { readers = [] }

  /// Stops recording reads and returns the tables read since ``startRecordingReads()``.
  func stopRecordingReads() -> Set<String> {
    defer { readers = nil }
    return (readers ?? []).reduce(into: []) { $0.formUnion($1.reads) }
  }

  /// The tables changed since the last call, forgetting them.
  func takeWrites() -> Set<String> {
    defer { writers.removeAll(keepingCapacity: true) }
    return writers.reduce(into: []) { $0.formUnion($1.writes) }
  }
}
