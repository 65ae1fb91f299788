extension Schema {
  /// Indexes that let the daily reads find damage and bests without reading every row (issue
  /// 28): partial indexes of the round rows, arrows and summaries a reader may refuse or clamp
  /// (each an index of nothing in a sound store), the rounds' snapshots by archer (their few
  /// distinct values are found by seeking, not by reading every round's), each kind's complete
  /// rounds by total (personal bests and a card's standing: `complete` and `date` in it so it
  /// covers those reads) and the summaries by date (the trend's newest, and each month's sums
  /// from the index alone). Indexes only.
  static let version15 = Migration(
    version: 15, name: "indexes of damaged rows, of the rounds' snapshots and of the best totals",
    sql: """
      CREATE INDEX rounds_unreadable ON rounds(archer_id)
        WHERE \(RoundRowCandidates.rowDamage());
      CREATE INDEX rounds_definitions ON rounds(archer_id, definition);
      CREATE INDEX arrows_damaged ON arrows(end_id) WHERE \(RoundRowCandidates.damagedPoints());
      CREATE INDEX round_summaries_damaged ON round_summaries(archer_id)
        WHERE damaged_arrows > 0;
      CREATE INDEX round_summaries_unreadable ON round_summaries(archer_id)
        WHERE \(RoundRowCandidates.unreadableSummary());
      CREATE INDEX round_summaries_unbounded ON round_summaries(archer_id)
        WHERE \(RoundRowCandidates.unboundedSummary());
      CREATE INDEX round_summaries_best
        ON round_summaries(archer_id, codename, complete, total, date) WHERE complete = 1;
      CREATE INDEX round_summaries_by_date
        ON round_summaries(archer_id, date, round_id, arrows, total, handicap, classification);
      """)
}
