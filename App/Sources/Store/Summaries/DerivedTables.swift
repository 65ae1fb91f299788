/// The tables kept from other rows by triggers (each archer's round count, each archer's yearly
/// tallies): nothing in them is the record, so `quiver check --repair` makes one whose pages are
/// broken again from a new store's definition and the rows it derives from (stranger 28b #10: a
/// broken page of the one-row count took out the Rounds screen and every round write).
public enum DerivedTables {
  /// Each derived table and how its rows are counted again.
  static let rebuilds: [String: @Sendable (Connection) throws -> Void] = [
    "round_summary_counts": RoundCountCheck.rebuild,
    "round_summary_years": YearTallies.rebuild,
  ]

  /// Whether `tables` (those reading every page found broken) are all derived, so a repair can
  /// make them again.
  public static func canRebuild(_ tables: [String]) -> Bool {
    !tables.isEmpty && tables.allSatisfy { rebuilds[$0] != nil }
  }

  /// Whether a repair can make again everything `damage` names: derived tables, and indexes
  /// (every index is derived from its table's rows).
  public static func canRebuild(_ damage: WholeFileDamage) -> Bool {
    damage.tables.isEmpty ? !damage.indexes.isEmpty : canRebuild(damage.tables)
  }

  /// Makes each of `tables` again in the caller's transaction: its schema row is dropped
  /// without reading its pages (`DROP TABLE` reads them, and stops at a broken one), the table
  /// is created from a new store's definition and filled from the rows it derives from. The
  /// triggers that keep it live on other tables and stay. Its old pages are left unused until a
  /// `VACUUM` (``Database/rebuildDerivedTables(_:)``).
  static func replace(_ tables: [String], _ db: Connection) throws {
    let known = tables.compactMap { table in
      Opener.freshDefinition(of: table).flatMap { sql in rebuilds[table].map { (table, sql, $0) } }
    }
    try db.execute("PRAGMA writable_schema = ON")
    for (table, _, _) in known {
      _ = try db.run(
        "DELETE FROM sqlite_master WHERE tbl_name = ? AND type IN ('table', 'index')", table)
    }
    try db.execute("PRAGMA writable_schema = RESET")
    for (_, sql, rebuild) in known {
      try db.execute(sql)
      try rebuild(db)
    }
  }
}
