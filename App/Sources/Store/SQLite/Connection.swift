import CSQLite
import Foundation

/// One SQLite connection: prepared statements cached by SQL, typed binding and reading,
/// transactions that nest as savepoints, and the tables each statement reads and changes (from
/// SQLite's authorizer). Not thread-safe: the `Database` actor owns it.
public final class Connection {
  let handle: OpaquePointer
  private var statements: [String: Statement] = [:]
  private var transactionDepth = 0
  let access = TableAccess()
  /// Whether a write records its changes in the sync outbox (once the store syncs): on for the
  /// store's own connection once it is open and current, off for migrations, `check`'s readers
  /// and sync's own applying of other devices' changes.
  var recordsChanges = false
  /// The session recording the open transaction's changes, if it records any.
  private var recording: ChangeSession?
  /// The synced tables' shapes the outbox stamps rows with, read once per connection (a
  /// table's columns change only in a migration, before a connection records anything).
  var syncShapes: [String: TableShape] = [:]

  /// Opens the database at `path` (`:memory:` for an in-memory one), creating it if allowed.
  public init(path: String, create: Bool = true) throws {
    _ = Self.configured
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
    let result = sqlite3_open_v2(path, &handle, flags, nil)
    guard result == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(handle)
      throw SQLiteError(code: result, message: message, sql: nil)
    }
    self.handle = handle
    sqlite3_extended_result_codes(handle, 1)
    access.install(on: handle)
  }

  /// SQLite's process-wide settings, made once before its first connection
  /// (`quiver_sqlite_configure`): no count of the memory it holds, which took one lock for every
  /// allocation of every connection, and names that are never read as URIs.
  private static let configured: Int32 = quiver_sqlite_configure()

  deinit {
    statements.removeAll()  // finalize every statement before closing
    // `_v2`: should a statement still be held elsewhere, the file closes when it is finalized;
    // plain `sqlite3_close` would refuse (SQLITE_BUSY) and keep the file open, and its locks,
    // for the rest of the process.
    sqlite3_close_v2(handle)
  }

  /// Runs SQL that returns no rows and takes no parameters (may hold several statements).
  public func execute(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    access.beginPreparing()
    let result = sqlite3_exec(handle, sql, nil, nil, &message)
    access.ran(access.prepared())
    guard result == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      sqlite3_free(message)
      throw SQLiteError(code: result, message: text, sql: sql)
    }
  }

  /// Runs one statement with `parameters`; returns the number of rows it changed.
  @discardableResult
  public func run(_ sql: String, _ parameters: any SQLiteBindable...) throws -> Int {
    try run(sql, parameters)
  }

  /// Runs one statement with `parameters` given as an array; returns the number of rows it changed.
  @discardableResult
  public func run(_ sql: String, _ parameters: [any SQLiteBindable]) throws -> Int {
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(parameters)
    while try statement.step() {}
    return Int(sqlite3_changes(handle))
  }

  /// Runs a query and maps each row with `transform`.
  public func query<T>(
    _ sql: String, _ parameters: any SQLiteBindable..., transform: (Row) throws -> T
  ) throws -> [T] {
    try query(sql, parameters, transform: transform)
  }

  /// Runs a query with an array of parameters and maps each row with `transform`.
  public func query<T>(
    _ sql: String, _ parameters: [any SQLiteBindable], transform: (Row) throws -> T
  ) throws -> [T] {
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(parameters)
    var rows: [T] = []
    while try statement.step() { rows.append(try transform(Row(statement: statement))) }
    return rows
  }

  /// The first column of the first row, if any.
  public func scalar(_ sql: String, _ parameters: any SQLiteBindable...) throws -> SQLiteValue? {
    try query(sql, parameters) { $0[0] }.first
  }

  /// Runs `body` in a transaction, or in a savepoint if one is already open; rolls back what
  /// `body` did if it throws.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    let savepoint = "quiver_\(transactionDepth)"
    try execute(transactionDepth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)")
    transactionDepth += 1
    defer {
      transactionDepth -= 1
      if transactionDepth == 0 { recording = nil }
    }
    do {
      if transactionDepth == 1, recordsChanges { recording = try Outbox.startRecording(self) }
      let result = try body()
      if transactionDepth == 1, let session = recording { try Outbox.keep(session, self) }
      try execute(transactionDepth == 1 ? "COMMIT" : "RELEASE \(savepoint)")
      return result
    } catch {
      // A failed COMMIT (busy, a deferred constraint) leaves the transaction open: roll it back
      // too, so the caller's refusal means nothing was saved and the next write starts clean.
      if transactionDepth == 1 {
        try? execute("ROLLBACK")
      } else {
        try? execute("ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
      }
      throw error
    }
  }

  /// Keeps what the open transaction recorded so far in the outbox and starts recording anew, so
  /// a long bulk write (an import) holds at most one batch of changes in memory.
  public func keepRecordedChanges() throws {
    guard let session = recording else { return }
    try Outbox.keep(session, self)
    recording = try ChangeSession(self)
  }

  /// Whether a transaction is open.
  public var isInTransaction: Bool { transactionDepth > 0 }

  /// How many statements are cached.
  public var cachedStatementCount: Int { statements.count }

  func prepared(_ sql: String) throws -> Statement {
    if let statement = statements[sql] {
      access.ran(statement.tables)
      return statement
    }
    var handle: OpaquePointer?
    access.beginPreparing()
    let result = prepareStatement(self.handle, sql, &handle)
    guard result == SQLITE_OK, let handle else { throw error(result, sql: sql) }
    let statement = Statement(handle: handle, sql: sql, tables: access.prepared(), connection: self)
    statements[sql] = statement
    access.ran(statement.tables)
    return statement
  }

  func error(_ code: Int32, sql: String?) -> SQLiteError {
    SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
  }
}

/// Prepares `sql` as a long-lived statement (it is cached and reused).
private func prepareStatement(
  _ handle: OpaquePointer, _ sql: String, _ statement: inout OpaquePointer?
) -> Int32 {
  sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
}
