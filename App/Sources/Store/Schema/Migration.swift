/// One step of the schema: the SQL that takes a database from `version - 1` to `version`.
public struct Migration: Sendable {
  /// The `PRAGMA user_version` after this step.
  public let version: Int
  /// What the step does, for logs.
  public let name: String
  /// The statements, run in one transaction with the version bump.
  public let sql: String
  /// Whether the round summaries must be rebuilt from the arrows after this step. They are built
  /// by today's code, which reads today's schema, so the rebuild runs once the schema is current,
  /// in the same transaction as the steps (`Opener.migrate`), never in the middle of them.
  var rebuildsSummaries = false
  /// Whether rounds left in progress with every arrow in are completed after this step (the rule
  /// that a round completes at its last arrow arrived with it; earlier rounds waited for
  /// `rounds finish`). Runs after the summaries are rebuilt, which say which rounds are whole.
  var completesWholeRounds = false
  /// Whether the step rebuilds tables (create new, copy, drop, rename): foreign keys are off
  /// while it runs, so dropping a parent neither cascades nor refuses, and
  /// `PRAGMA foreign_key_check` must find nothing before the transaction commits.
  var rebuildsTables = false
}
