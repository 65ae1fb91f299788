public import Foundation

/// A failure reported by SQLite, with its result code, its message and the SQL that failed.
///
/// The SQL and SQLite's own message are kept for tests and debugging; what a person reads
/// (``errorDescription``) names the result code and what to do, and never the statement.
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

  /// Whether another connection holds the database (`SQLITE_BUSY`, `SQLITE_LOCKED`): the one
  /// failure that waiting and trying again can mend.
  public var isBusy: Bool { primaryCode == 5 || primaryCode == 6 }

  /// The result code's name as SQLite documents it: `SQLITE_BUSY`, `SQLITE_CONSTRAINT_CHECK`.
  public var codeName: String { SQLiteResultCode.name(code) }

  /// What the failure says about the database, as the end of "The database …": `is busy`.
  public var problem: String { SQLiteResultCode.meaning(primaryCode).problem }

  /// What to do about it.
  public var advice: String { SQLiteResultCode.meaning(primaryCode).advice }

  /// `The database is busy: another program is using it; try again …` (the result code's name
  /// is for tests and debugging, never a person's message).
  public var errorDescription: String? { "The database \(problem): \(advice)." }
}
