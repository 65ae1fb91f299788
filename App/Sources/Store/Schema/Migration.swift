/// One step of the schema: the SQL that takes a database from `version - 1` to `version`.
public struct Migration: Sendable {
  /// The `PRAGMA user_version` after this step.
  public let version: Int
  /// What the step does, for logs.
  public let name: String
  /// The statements, run in one transaction with the version bump.
  public let sql: String
  /// What SQL alone cannot do, run after `sql` in the same transaction: building rows from
  /// others with Swift's rules (the round summaries from their arrows).
  var backfill: (@Sendable (Connection) throws -> Void)? = nil
}
