public import Foundation

/// A failure reported by SQLite, with its result code, its message and the SQL that failed.
public struct SQLiteError: Error, Equatable, LocalizedError {
  /// SQLite's extended result code (e.g. 19 for a constraint, 26 for "not a database").
  public let code: Int32
  /// SQLite's message.
  public let message: String
  /// The statement that failed, if any.
  public let sql: String?

  /// Creates an error.
  public init(code: Int32, message: String, sql: String?) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  /// The primary result code (the low byte of the extended one).
  public var primaryCode: Int32 { code & 0xFF }

  /// Whether a constraint (UNIQUE, CHECK, FOREIGN KEY, NOT NULL) refused the write.
  public var isConstraintViolation: Bool { primaryCode == 19 }

  /// `SQLite error 19: CHECK constraint failed: … (in: INSERT INTO …)`.
  public var errorDescription: String? {
    "SQLite error \(code): \(message)" + (sql.map { " (in: \($0))" } ?? "")
  }
}
