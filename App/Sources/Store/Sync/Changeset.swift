import CSQLite

/// A changeset as the session extension writes it: the rows one device changed, each with its
/// old and new values. Sync moves these between stores and never looks inside them except
/// through SQLite (`changes()`, `combined(_:)`, `ChangesetApplier`).
public struct Changeset: Sendable, Equatable {
  /// The changeset's bytes, as `sqlite3session_changeset` wrote them.
  public let bytes: [UInt8]

  /// Wraps bytes read from a file or the outbox.
  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// Whether it holds no change.
  public var isEmpty: Bool { bytes.isEmpty }

  /// One changeset holding every change of `parts`, in order: a row inserted then edited is one
  /// insert of its last values (`sqlite3changegroup`).
  static func combined(_ parts: [Changeset]) throws -> Changeset {
    let nonEmpty = parts.filter { !$0.isEmpty }
    if nonEmpty.count <= 1 { return nonEmpty.first ?? Changeset(bytes: []) }
    var group: OpaquePointer?
    var result = sqlite3changegroup_new(&group)
    guard result == SQLITE_OK, let group else { throw SyncError.unreadableChanges(code: result) }
    defer { sqlite3changegroup_delete(group) }
    for part in nonEmpty {
      result = part.bytes.withUnsafeBytes { raw in
        sqlite3changegroup_add(
          group, Int32(raw.count), UnsafeMutableRawPointer(mutating: raw.baseAddress))
      }
      guard result == SQLITE_OK else { throw SyncError.unreadableChanges(code: result) }
    }
    var size: Int32 = 0
    var bytes: UnsafeMutableRawPointer?
    result = sqlite3changegroup_output(group, &size, &bytes)
    defer { sqlite3_free(bytes) }
    guard result == SQLITE_OK else { throw SyncError.unreadableChanges(code: result) }
    guard let bytes, size > 0 else { return Changeset(bytes: []) }
    return Changeset(bytes: Array(UnsafeRawBufferPointer(start: bytes, count: Int(size))))
  }

  /// How many row changes it holds, counted by SQLite's iterator without reading their values.
  func count() throws -> Int {
    var count = 0
    try walk { _ in count += 1 }
    return count
  }

  /// Calls `body` with every change in order, read through SQLite's iterator: a changeset
  /// SQLite cannot walk to its end (cut short, or bytes that are not one) throws
  /// ``SyncError/unreadableChanges(code:)``.
  func forEachChange(_ body: (Change) throws -> Void) throws {
    try walk { iterator in try body(try Change(iterator)) }
  }

  /// Calls `body` with SQLite's iterator at each change in order.
  private func walk(_ body: (OpaquePointer) throws -> Void) throws {
    guard !isEmpty else { return }
    try bytes.withUnsafeBytes { raw in
      var iterator: OpaquePointer?
      var result = sqlite3changeset_start(
        &iterator, Int32(raw.count), UnsafeMutableRawPointer(mutating: raw.baseAddress))
      guard result == SQLITE_OK, let iterator else {
        throw SyncError.unreadableChanges(code: result)
      }
      defer { sqlite3changeset_finalize(iterator) }
      while true {
        result = sqlite3changeset_next(iterator)
        guard result == SQLITE_ROW else { break }
        try body(iterator)
      }
      guard result == SQLITE_DONE else { throw SyncError.unreadableChanges(code: result) }
    }
  }
}

/// One row's change in a changeset: its table, the operation, its old and new values (`nil` for
/// a column the change does not carry) and which columns are the primary key.
struct Change: Equatable {
  /// What happened to the row.
  enum Operation: String { case insert, update, delete }

  let table: String
  let operation: Operation
  let old: [SQLiteValue?]
  let new: [SQLiteValue?]
  let primaryKey: [Bool]

  /// Reads the iterator's current change.
  init(_ iterator: OpaquePointer) throws {
    var name: UnsafePointer<CChar>?
    var columns: Int32 = 0
    var code: Int32 = 0
    var indirect: Int32 = 0
    let result = sqlite3changeset_op(iterator, &name, &columns, &code, &indirect)
    guard result == SQLITE_OK, let name else { throw SyncError.unreadableChanges(code: result) }
    table = String(cString: name)
    switch code {
    case SQLITE_INSERT: operation = .insert
    case SQLITE_DELETE: operation = .delete
    default: operation = .update
    }
    var keys: UnsafeMutablePointer<UInt8>?
    var keyCount: Int32 = 0
    sqlite3changeset_pk(iterator, &keys, &keyCount)
    primaryKey = (0..<Int(columns)).map { column in
      guard let keys, column < Int(keyCount) else { return false }
      return keys[column] != 0
    }
    let op = operation
    old = try (0..<columns).map { column in
      guard op != .insert else { return nil }
      return try ChangeValues.read { sqlite3changeset_old(iterator, column, &$0) }
    }
    new = try (0..<columns).map { column in
      guard op != .delete else { return nil }
      return try ChangeValues.read { sqlite3changeset_new(iterator, column, &$0) }
    }
  }

  /// The row's key: its primary-key columns, from the old values (or the new, for an insert).
  var key: [SQLiteValue] {
    primaryKey.indices.filter { primaryKey[$0] }.map { (old[$0] ?? new[$0]) ?? .null }
  }
}
