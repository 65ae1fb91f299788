public import CoreInterfaces

/// The one rule for a stored summary the summary reads cannot trust: one that cannot be read
/// (`round_summaries_unreadable`), one holding a count out of bounds (`round_summaries_unbounded`),
/// or one whose round holds an arrow `arrows_damaged` finds while the summary counts none (another
/// tool damaged the arrow after it was written). Each such round is named once and left out of
/// every figure, as a damaged round row is (docs/STORE.md, "Damaged summaries").
public enum DamagedSummaries {
  /// What each line says is wrong, and how to mend it.
  public static let problem = "its summary is damaged; 'quiver check --repair' rebuilds it"

  /// The active archer's rounds whose summaries the rule names, by round ID, none in `besides`
  /// (IDs in lower case, already named). Three look-ups of partial indexes, each an index of
  /// nothing in a sound store: never a read of every summary or arrow.
  public static func rows(_ db: Connection, besides: Set<String> = []) throws -> [StoreDamage] {
    let mine = ActiveArcher.matches("s.archer_id")
    var seen = besides
    return try db.query(
      """
      SELECT s.round_id FROM round_summaries s
      WHERE \(mine) AND (\(RoundRowCandidates.unreadableSummary("s.")))
      UNION SELECT s.round_id FROM round_summaries s
      WHERE \(mine) AND (\(RoundRowCandidates.unboundedSummary("s.")))
      UNION SELECT e.round_id
      FROM arrows a CROSS JOIN ends e ON e.id = a.end_id
        CROSS JOIN round_summaries s ON s.round_id = e.round_id
      WHERE (\(RoundRowCandidates.damagedPoints("a."))) AND \(mine) AND NOT (s.damaged_arrows > 0)
      """
    ) { row -> StoreDamage? in
      let stored = row.string(0)
      let id = RoundID(uuidString: stored)?.description
      guard seen.insert(id ?? stored.lowercased()).inserted else { return nil }
      var damage = StoreDamage(row: "round \(Names.shownSafely(stored))", problem: problem)
      damage.id = id
      return damage
    }.compactMap { $0 }
  }
}
