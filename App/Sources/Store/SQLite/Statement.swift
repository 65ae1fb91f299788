import CSQLite
import Foundation

/// A prepared statement, cached per connection and reset after each use.
public final class Statement {
  let handle: OpaquePointer
  /// The SQL it was prepared from.
  public let sql: String
  /// The tables it reads and changes, as SQLite's authorizer reported them when it was prepared.
  let tables: TableAccess.Tables
  private unowned let connection: Connection

  init(handle: OpaquePointer, sql: String, tables: TableAccess.Tables, connection: Connection) {
    self.handle = handle
    self.sql = sql
    self.tables = tables
    self.connection = connection
  }

  deinit { sqlite3_finalize(handle) }

  /// Binds `values` to the parameters in order, replacing earlier bindings.
  func bind(_ values: [any SQLiteBindable]) throws {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    let expected = Int(sqlite3_bind_parameter_count(handle))
    guard expected == values.count else {
      throw SQLiteError(
        code: SQLITE_RANGE, message: "expected \(expected) parameters, got \(values.count)",
        sql: sql)
    }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let result: Int32
      switch value.sqliteValue {
      case .null: result = sqlite3_bind_null(handle, index)
      case .integer(let int): result = sqlite3_bind_int64(handle, index, int)
      case .real(let double): result = sqlite3_bind_double(handle, index, double)
      case .text(let text):
        result = sqlite3_bind_text(handle, index, text, -1, quiver_sqlite_transient())
      case .blob(let bytes):
        result = bytes.withUnsafeBytes {
          sqlite3_bind_blob(
            handle, index, $0.baseAddress, Int32($0.count), quiver_sqlite_transient())
        }
      }
      guard result == SQLITE_OK else { throw connection.error(result, sql: sql) }
    }
  }

  /// Advances to the next row: `true` while rows remain.
  func step() throws -> Bool {
    let result = sqlite3_step(handle)
    switch result {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw connection.error(result, sql: sql)
    }
  }

  func reset() { sqlite3_reset(handle) }
}

/// The current row of a statement, read by column index.
public struct Row {
  let statement: Statement

  /// The column's value.
  public subscript(_ column: Int32) -> SQLiteValue {
    let handle = statement.handle
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
    case SQLITE_TEXT:
      guard let text = sqlite3_column_text(handle, column) else { return .text("") }
      return .text(String(cString: text))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(handle, column))
      guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob([]) }
      return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
    default: return .null
    }
  }

  /// Whether the column, if it is text, reads back byte for byte as ``subscript(_:)`` gives it:
  /// UTF-8 with no NUL byte. Text stored otherwise (by another program) would come back altered.
  public func textIsFaithful(_ column: Int32) -> Bool {
    let handle = statement.handle
    guard sqlite3_column_type(handle, column) == SQLITE_TEXT,
      let text = sqlite3_column_text(handle, column)
    else { return true }
    let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column)))
    return !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
  }

  /// The column as an integer (0 for NULL).
  public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement.handle, column)) }
  /// The column as a real, or `nil` for NULL.
  public func double(_ column: Int32) -> Double? {
    sqlite3_column_type(statement.handle, column) == SQLITE_NULL
      ? nil : sqlite3_column_double(statement.handle, column)
  }
  /// The column as text ("" for NULL).
  public func string(_ column: Int32) -> String {
    guard let text = sqlite3_column_text(statement.handle, column) else { return "" }
    return String(cString: text)
  }
  /// Whether the column holds exactly `text`'s UTF-8 bytes, compared in place, without making a
  /// string of it: when it does, ``string(_:)`` would give `text` (a string with no NUL).
  public func text(_ column: Int32, is text: String) -> Bool {
    guard let bytes = sqlite3_column_text(statement.handle, column) else { return false }
    let count = Int(sqlite3_column_bytes(statement.handle, column))  // after the text: its size
    var text = text
    return text.withUTF8 { utf8 in
      utf8.count == count
        && (count == 0 || utf8.baseAddress.map { memcmp($0, bytes, count) == 0 } ?? false)
    }
  }
  /// The column as an integer when it holds one, `nil` when it holds anything else (NULL, a
  /// real, text or a blob another program wrote).
  public func integer(_ column: Int32) -> Int? {
    sqlite3_column_type(statement.handle, column) == SQLITE_INTEGER ? int(column) : nil
  }
  /// The column as an integer, or `nil` for NULL.
  public func optionalInt(_ column: Int32) -> Int? {
    sqlite3_column_type(statement.handle, column) == SQLITE_NULL ? nil : int(column)
  }
  /// The column as a boolean (non-zero is true).
  public func bool(_ column: Int32) -> Bool { int(column) != 0 }
}
