/// Which tables `quiver sync` sends. Every table is sent except those that describe this device
/// (its place on screen, its settings, its sync state) and those derived from other rows (the
/// round summaries and their tallies, rebuilt wherever the rows they come from land). The set of
/// tables itself comes from SQLite (`sqlite_master`), so a table a later migration adds is sent
/// with no change here (docs/SYNC.md).
public enum SyncedTables {
  /// Tables that belong to this device alone.
  public static let deviceLocal: Set<String> = ["settings", "navigation_path"]

  /// Columns that keep a device's bookkeeping, not the archer's record: which writer saved an
  /// arrow (to tell its own retry from another's) and when a round last changed. Two rows that
  /// differ only there are the same record, so sync merges them (by the same rule) without
  /// calling it a conflict.
  public static let bookkeeping: [String: Set<String>] = [
    "arrows": ["writer"], "rounds": ["updated_at"],
  ]

  /// The column every synced table has for when its row last changed (`Outbox`).
  public static let versionColumn = "sync_version"

  /// Whether `column` of `table` is bookkeeping: its version, or one ``bookkeeping`` names.
  public static func isBookkeeping(_ table: String, _ column: String) -> Bool {
    column == versionColumn || bookkeeping[table]?.contains(column) == true
  }

  /// Whether rows of `table` are recorded and sent.
  public static func isSynced(_ table: String) -> Bool {
    !deviceLocal.contains(table) && !isDerived(table) && !isSyncState(table)
      && !table.hasPrefix("sqlite_")
  }

  /// Whether `table` is this device's sync state (identity, outbox, what it applied,
  /// conflicts): never sent, never backed up, so a restored backup never clones an identity.
  public static func isSyncState(_ table: String) -> Bool { table.hasPrefix("sync_") }

  /// Whether `table` is made from other rows (the round summaries and what triggers keep from
  /// them): never sent, rebuilt from the rows that arrive.
  public static func isDerived(_ table: String) -> Bool { table.hasPrefix("round_summar") }

  /// The synced tables of the store, parents before children (the order a first send writes
  /// and a foreign-key sweep walks them).
  static func all(_ db: Connection) throws -> [String] {
    let names = try db.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid"
    ) { $0.string(0) }
    return names.filter(isSynced)
  }
}
