/// `round_summary_years` (schema 18) against the summaries it sums: `quiver check` names each
/// archer's year where they differ, and every rebuild of the summaries writes it again.
public enum YearTallies {
  /// One line per archer and UTC year whose kept tallies differ from its summaries', in order.
  public static func differences(_ db: Connection) throws -> [String] {
    let summed = Schema.yearTalliesOfSummaries
    return try db.query(
      """
      SELECT archer_key, year FROM (SELECT * FROM round_summary_years EXCEPT \(summed))
      UNION SELECT archer_key, year FROM (\(summed) EXCEPT SELECT * FROM round_summary_years)
      ORDER BY 1, 2
      """
    ) { row in
      let archer = row.string(0).isEmpty ? "no archer" : "archer \(row.string(0))"
      return
        "Kept yearly tallies (\(archer), UTC year \(row.int(1))) differ from the round summaries."
    }
  }

  /// Writes the tallies again from the summaries.
  static func rebuild(_ db: Connection) throws {
    _ = try db.run("DELETE FROM round_summary_years")
    _ = try db.run("INSERT INTO round_summary_years \(Schema.yearTalliesOfSummaries)")
  }
}
