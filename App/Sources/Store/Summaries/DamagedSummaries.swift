public import CoreInterfaces

/// The one rule for a stored summary the summary reads cannot trust: one that cannot be read
/// (`round_summaries_unreadable`), one holding a count out of bounds (`round_summaries_unbounded`),
/// a complete round's total above its maximum, or one whose round holds an arrow
/// `arrows_damaged` finds while the summary counts none (another tool damaged the arrow after
/// it was written). Each such round is named once and left out of
/// every figure, as a damaged round row is (docs/STORE.md, "Damaged summaries").
public enum DamagedSummaries {
  /// What each line says is wrong, and how to mend it.
  public static let problem = "its summary is damaged; 'quiver check --repair' rebuilds it"

  /// The active archer's rounds whose summaries the rule names, by round ID, none in `besides`
  /// (IDs in lower case, already named). Three look-ups of partial indexes, each an index of
  /// nothing in a sound store, and a seek a kind (`aboveMaximum(_:)`): never a read of every
  /// summary or arrow.
  public static func rows(_ db: Connection, besides: Set<String> = []) throws -> [StoreDamage] {
    let mine = ActiveArcher.matches("s.archer_id")
    var seen = besides
    let found = try db.query(
      """
      SELECT s.round_id FROM round_summaries s
      WHERE \(mine) AND (\(RoundRowCandidates.unreadableSummary("s.")))
      UNION SELECT s.round_id FROM round_summaries s
      WHERE \(mine) AND (\(RoundRowCandidates.unboundedSummary("s.")))
      UNION SELECT a.round_id
      FROM arrows a CROSS JOIN round_summaries s ON s.round_id = a.round_id
      WHERE (\(RoundRowCandidates.damagedPoints("a."))) AND \(mine) AND NOT (s.damaged_arrows > 0)
      """
    ) { $0.string(0) }
    return try (found + aboveMaximum(db)).compactMap { stored -> StoreDamage? in
      let id = RoundID(uuidString: stored)?.description
      guard seen.insert(id ?? stored.lowercased()).inserted else { return nil }
      var damage = StoreDamage(row: "round \(Names.shownSafely(stored))", problem: problem)
      damage.id = id
      return damage
    }
  }

  /// The active archer's complete rounds whose total is above their round's maximum (a score no
  /// face gives, so never a best): each kind's highest totals down `round_summaries_best`, until
  /// one within its maximum — a seek a kind, one row read each in a sound store.
  static func aboveMaximum(_ db: Connection) throws -> [String] {
    let mine = ActiveArcher.matches("s.archer_id")
    let kinds = try db.query(
      """
      WITH RECURSIVE next(codename) AS (
        SELECT min(s.codename) FROM round_summaries s WHERE \(mine) AND s.complete = 1
        UNION ALL
        SELECT (SELECT min(s.codename) FROM round_summaries s
          WHERE \(mine) AND s.complete = 1 AND s.codename > next.codename)
        FROM next WHERE next.codename IS NOT NULL)
      SELECT codename FROM next WHERE codename IS NOT NULL
      """
    ) { $0.string(0) }
    var found: [String] = []
    for kind in kinds {
      var limit = 4
      while true {
        let rows = try db.query(
          """
          SELECT s.round_id, coalesce(s.total > s.maximum, 0) FROM round_summaries s
          WHERE \(mine) AND s.codename = ? AND s.complete = 1 ORDER BY s.total DESC LIMIT ?
          """, kind, limit
        ) { ($0.string(0), $0.int(1) == 1) }
        let over = rows.prefix { $0.1 }
        if over.count < rows.count || rows.count < limit {
          found += over.map(\.0)
          break
        }
        limit *= 4
      }
    }
    return found
  }
}
