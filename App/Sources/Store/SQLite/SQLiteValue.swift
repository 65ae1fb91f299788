/// A value SQLite stores: the five storage classes.
public enum SQLiteValue: Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
}

/// A Swift value that can be bound to a statement parameter.
public protocol SQLiteBindable {
  /// The value as SQLite stores it.
  var sqliteValue: SQLiteValue { get }
}

extension Int: SQLiteBindable {
  /// As an integer.
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}
extension Int64: SQLiteBindable {
  /// As an integer.
  public var sqliteValue: SQLiteValue { .integer(self) }
}
extension Double: SQLiteBindable {
  /// As a real.
  public var sqliteValue: SQLiteValue { .real(self) }
}
extension String: SQLiteBindable {
  /// As text.
  public var sqliteValue: SQLiteValue { .text(self) }
}
extension Bool: SQLiteBindable {
  /// As 0 or 1.
  public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
}
extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
  /// The wrapped value, or NULL.
  public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}
extension SQLiteValue: SQLiteBindable {
  /// Itself.
  public var sqliteValue: SQLiteValue { self }
}
