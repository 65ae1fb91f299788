extension Schema {
  /// Each archer's summaries summed by UTC year and class (issue 28), so the Analytics screen
  /// reads a row a year where it summed every summary: `round_summary_years` (`''`: no archer;
  /// `class` is `''` for a round with no arrows or no class) is kept by triggers on
  /// `round_summaries` and derived like them (a backup leaves it out; `quiver check` compares
  /// it with the summaries). `shot`, `handicap_sum`, `handicaps` and `class` count only rounds
  /// with arrows, as a season does. A summary rewritten by `INSERT OR REPLACE` is taken out
  /// before the insert (a replace fires no delete trigger).
  static let version18 = Migration(
    version: 18, name: "each archer's summaries by year",
    sql: """
      CREATE TABLE round_summary_years (
        archer_key TEXT NOT NULL,
        year INTEGER NOT NULL,
        class TEXT NOT NULL,
        rounds INTEGER NOT NULL,
        shot INTEGER NOT NULL,
        arrows INTEGER NOT NULL,
        points INTEGER NOT NULL,
        handicap_sum INTEGER NOT NULL,
        handicaps INTEGER NOT NULL,
        PRIMARY KEY (archer_key, year, class)
      ) WITHOUT ROWID;
      INSERT INTO round_summary_years \(yearTalliesOfSummaries);
      CREATE TRIGGER round_summaries_yearly_replaced BEFORE INSERT ON round_summaries BEGIN
        \(yearOut("s") { "(SELECT \($0) FROM round_summaries s WHERE s.round_id = NEW.round_id)" })
      END;
      CREATE TRIGGER round_summaries_yearly_in AFTER INSERT ON round_summaries BEGIN
        \(yearIn("NEW"))
      END;
      CREATE TRIGGER round_summaries_yearly_out AFTER DELETE ON round_summaries BEGIN
        \(yearOut("OLD") { $0 })
      END;
      CREATE TRIGGER round_summaries_yearly_moved AFTER UPDATE OF archer_id, date, arrows, total,
        handicap, classification ON round_summaries BEGIN
        \(yearOut("OLD") { $0 })
        \(yearIn("NEW"))
      END;
      """)

  /// The UTC year of a summary's `date` (seconds since 1970), from its whole seconds down, so
  /// a date just before midnight is never rounded into the next year.
  public static func utcYear(_ date: String) -> String {
    """
    coalesce(CAST(strftime('%Y', CAST(\(date) AS INTEGER) - (\(date) < CAST(\(date) AS INTEGER)),
      'unixepoch') AS INTEGER), 0)
    """
  }

  /// `round_summary_years` as the summaries give it, its columns named as the table's: what
  /// the migration fills it with, a rebuild writes and `quiver check` compares it with.
  static let yearTalliesOfSummaries = """
    SELECT \(keyParts("s").map { "\($0.value) AS \($0.name)" }.joined(separator: ", ")),
      count(*) AS rounds,
      \(figureParts("s").map { "sum(\($0.value)) AS \($0.name)" }.joined(separator: ", "))
    FROM round_summaries s GROUP BY 1, 2, 3
    """

  /// The key of the summary `row` (a table alias or `NEW`): archer, UTC year, class.
  private static func keyParts(_ row: String) -> [(name: String, value: String)] {
    [
      ("archer_key", "coalesce(\(row).archer_id, '')"), ("year", utcYear("\(row).date")),
      ("class", "CASE WHEN \(row).arrows > 0 THEN coalesce(\(row).classification, '') ELSE '' END"),
    ]
  }

  /// A summary's figures after its round count.
  private static func figureParts(_ row: String) -> [(name: String, value: String)] {
    [
      ("shot", "\(row).arrows > 0"), ("arrows", "\(row).arrows"), ("points", "\(row).total"),
      ("handicap_sum", "CASE WHEN \(row).arrows > 0 THEN coalesce(\(row).handicap, 0) ELSE 0 END"),
      ("handicaps", "\(row).arrows > 0 AND \(row).handicap IS NOT NULL"),
    ]
  }

  /// The key of the summary `row`, as columns.
  private static func yearKey(_ row: String) -> String {
    keyParts(row).map(\.value).joined(separator: ", ")
  }

  /// A summary's figures after its round count (`sum`: summed over a group).
  private static func yearFigures(_ row: String, sum: Bool) -> String {
    figureParts(row).map { sum ? "sum(\($0.value))" : $0.value }.joined(separator: ", ")
  }

  /// Counts the summary `row` in.
  private static func yearIn(_ row: String) -> String {
    """
    INSERT INTO round_summary_years
          VALUES (\(yearKey(row)), 1, \(yearFigures(row, sum: false)))
          ON CONFLICT (archer_key, year, class) DO UPDATE SET rounds = rounds + 1,
            shot = shot + excluded.shot, arrows = arrows + excluded.arrows,
            points = points + excluded.points, handicap_sum = handicap_sum + excluded.handicap_sum,
            handicaps = handicaps + excluded.handicaps;
    """
  }

  /// Takes the summary `row` out, each of its values read through `value` (none when it finds
  /// no row); a key left with no round has no row, so the table of an emptied store is empty.
  private static func yearOut(_ row: String, _ value: (String) -> String) -> String {
    let figures = figureParts(row).map { "\($0.name) = \($0.name) - (\(value($0.value)))" }
    let key = keyParts(row).map { "\($0.name) = \(value($0.value))" }.joined(separator: " AND ")
    return """
      UPDATE round_summary_years SET rounds = rounds - 1, \(figures.joined(separator: ", "))
            WHERE \(key);
          DELETE FROM round_summary_years WHERE \(key) AND rounds <= 0;
      """
  }
}
