/// `quiver check`'s rule for `round_summary_counts` (schema 16, kept by triggers): each archer's
/// kept round count must be the count of that archer's rounds; `--repair` counts them again.
public enum RoundCountCheck {
  /// One line per archer whose kept count differs from the rounds (`''`: rounds of no archer),
  /// in archer order; empty when they agree. One scan of the rounds' `rounds_page` index.
  public static func differences(_ db: Connection) throws -> [String] {
    let rows = try db.query(
      "SELECT coalesce(archer_id, ''), count(*) FROM rounds GROUP BY 1"
    ) { ($0.string(0), $0.int(1)) }
    // A text or NULL count another tool wrote reads as itself, so it differs and is named.
    let kept = try db.query("SELECT archer_key, quote(rounds) FROM round_summary_counts") {
      ($0.string(0), $0.string(1))
    }
    let counted = Dictionary(rows, uniquingKeysWith: +)
    let stored = Dictionary(kept, uniquingKeysWith: { first, _ in first })
    return Set(counted.keys).union(stored.keys).sorted().compactMap { archer in
      let want = counted[archer].map(String.init) ?? "none"
      let held = stored[archer] ?? "none"
      guard held != want else { return nil }
      let whose = archer.isEmpty ? "rounds of no archer" : "archer \(archer)'s rounds"
      return
        "the count of \(whose) (the Rounds screen's \"of N\"): stored \(held), from the rounds \(want)"
    }
  }

  /// Counts every archer's rounds again (`--repair`, in the caller's transaction).
  public static func rebuild(_ db: Connection) throws {
    try db.execute(
      """
      DELETE FROM round_summary_counts;
      INSERT INTO round_summary_counts (archer_key, rounds)
        SELECT coalesce(archer_id, ''), count(*) FROM rounds GROUP BY 1;
      """)
  }
}
