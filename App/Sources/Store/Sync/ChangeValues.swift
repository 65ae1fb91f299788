import CSQLite

/// Reading `sqlite3_value`s that the session extension hands out (old, new and conflicting
/// values of a change) as ``SQLiteValue``s.
enum ChangeValues {
  /// Calls `read` for one value: `nil` when the change does not carry that column (SQLite
  /// hands back no value), the value otherwise.
  static func read(_ read: (inout OpaquePointer?) -> Int32) throws -> SQLiteValue? {
    var value: OpaquePointer?
    let result = read(&value)
    guard result == SQLITE_OK else { throw SyncError.unreadableChanges(code: result) }
    return value.map(SQLiteValue.init(sqliteValue:))
  }
}

extension SQLiteValue {
  /// The value held by an `sqlite3_value`, with its storage class.
  init(sqliteValue value: OpaquePointer) {
    switch sqlite3_value_type(value) {
    case SQLITE_INTEGER: self = .integer(sqlite3_value_int64(value))
    case SQLITE_FLOAT: self = .real(sqlite3_value_double(value))
    case SQLITE_TEXT:
      self = .text(sqlite3_value_text(value).map { String(cString: $0) } ?? "")
    case SQLITE_BLOB:
      let count = Int(sqlite3_value_bytes(value))
      guard count > 0, let bytes = sqlite3_value_blob(value) else {
        self = .blob([])
        return
      }
      self = .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
    default: self = .null
    }
  }

  /// SQLite's own order of values (NULL, numbers, text, blobs; numbers by value, text and
  /// blobs by their bytes), made total (an integer before the equal real): the tie-break a sync
  /// conflict uses, the same on every device.
  static func sortsBefore(_ a: SQLiteValue, _ b: SQLiteValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return false
    case (.null, _): return true
    case (_, .null): return false
    case (.integer(let x), .integer(let y)): return x < y
    case (.integer(let x), .real(let y)): return Double(x) <= y
    case (.real(let x), .integer(let y)): return x < Double(y)
    case (.real(let x), .real(let y)): return x < y
    case (.integer, _), (.real, _): return true
    case (_, .integer), (_, .real): return false
    case (.text(let x), .text(let y)): return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8))
    case (.text, .blob): return true
    case (.blob, .text): return false
    case (.blob(let x), .blob(let y)): return x.lexicographicallyPrecedes(y)
    }
  }
}
