extension Schema {
  /// Each archer's round count, so the Rounds screen's "of N" stays flat in the archer's
  /// history (issue 28): `round_summary_counts` (`''` for rounds of no archer) is kept by
  /// triggers on `rounds` and derived like the summaries (a backup leaves it out); it reads one
  /// row where `count(*)` read an index entry a round. A rebuild of `rounds` must make the
  /// triggers again. A card's previous best reads `round_summaries_best`, made by version 15.
  static let version16 = Migration(
    version: 16, name: "each archer's round count",
    sql: """
      CREATE TABLE round_summary_counts (
        archer_key TEXT PRIMARY KEY NOT NULL,
        rounds INTEGER NOT NULL
      ) WITHOUT ROWID;
      INSERT INTO round_summary_counts (archer_key, rounds)
        SELECT coalesce(archer_id, ''), count(*) FROM rounds GROUP BY 1;
      CREATE TRIGGER rounds_counted_in AFTER INSERT ON rounds BEGIN
        \(countIn("NEW"))
      END;
      CREATE TRIGGER rounds_counted_out AFTER DELETE ON rounds BEGIN
        \(countOut("OLD"))
      END;
      CREATE TRIGGER rounds_counted_moved AFTER UPDATE OF archer_id ON rounds
        WHEN OLD.archer_id IS NOT NEW.archer_id BEGIN
        \(countOut("OLD"))
        \(countIn("NEW"))
      END;
      """)

  /// One more round for the archer of `row` (`NEW`).
  private static func countIn(_ row: String) -> String {
    """
    INSERT INTO round_summary_counts (archer_key, rounds) VALUES (coalesce(\(row).archer_id, ''), 1)
          ON CONFLICT (archer_key) DO UPDATE SET rounds = rounds + 1;
    """
  }

  /// One round fewer for the archer of `row` (`OLD`); an archer left with none has no row, so a
  /// store whose rounds were all deleted is empty again (a restore goes only into one).
  private static func countOut(_ row: String) -> String {
    """
    UPDATE round_summary_counts SET rounds = rounds - 1
          WHERE archer_key = coalesce(\(row).archer_id, '');
        DELETE FROM round_summary_counts
          WHERE archer_key = coalesce(\(row).archer_id, '') AND rounds <= 0;
    """
  }

  /// The active archer's rounds, as an SQL expression: one row of `round_summary_counts`.
  public static let activeRoundCount = """
    coalesce((SELECT rounds FROM round_summary_counts
      WHERE archer_key = coalesce(\(ActiveArcher.value), '')), 0)
    """
}
