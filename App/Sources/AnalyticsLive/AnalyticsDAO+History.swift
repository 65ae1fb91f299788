public import Analytics
import CoreInterfaces
public import Foundation
import Store

extension AnalyticsDAO {
  /// The figures `stats` prints for `filter`, with the last `trendShown` rounds of the trend
  /// (every one when `nil`): SQLite sums the counts, finds each kind's best score and reads the
  /// trend's newest rows through `round_summaries_by_date`; only those rows are decoded. They
  /// equal `StatisticsAcrossRounds(summaries:)` of ``summaries(_:)`` (`HistoryFiguresTests`).
  public func statistics(_ filter: HistoryFilter, trendShown: Int?) async throws
    -> StatisticsAcrossRounds
  {
    try await database.read { db in
      let scope = try HistoryScope(filter, db)
      let totals = try Self.totals(scope, db)
      let plots = """
        \(Self.clamped("arrows", Bounded.arrowsHeld)) > 0
          AND (s.status = 'cancelled' OR (\(Self.finished)))
        """
      let trend = try db.query(
        """
        SELECT \(Self.summaryColumns) FROM round_summaries s
        WHERE \(trendShown == nil ? scope.scan : scope.sql) AND \(plots)
        ORDER BY s.date DESC, s.round_id DESC LIMIT \(trendShown ?? -1)
        """, scope.bound
      ) { Self.summary($0) }.compactMap { $0 }.reversed()
      return StatisticsAcrossRounds(
        totals: totals, bests: try Self.bests(scope, db), trend: Array(trend))
    }
  }

  /// The personal bests of `filter`'s rounds: each kind's best-scoring rows alone are decoded.
  public func personalBests(_ filter: HistoryFilter) async throws -> [PersonalBest] {
    try await database.read { db in
      PersonalBest.of(try Self.bests(try HistoryScope(filter, db), db))
    }
  }

  /// Each month's and year's season of `filter`'s rounds, summed by SQLite (`tallies`).
  public func seasons(_ filter: HistoryFilter, timeZone: TimeZone) async throws -> (
    months: [Season], years: [Season]
  ) {
    try await database.read { db in
      Season.of(months: try Self.tallies(try HistoryScope(filter, db), timeZone, db).months)
    }
  }

  /// The counts of the scope's summaries, as ``summary(_:)`` reads each, summed in one scan.
  static func totals(_ scope: HistoryScope, _ db: Connection) throws
    -> StatisticsAcrossRounds.Totals
  {
    let arrows = scope.column("arrows", Bounded.arrowsHeld)
    let total = scope.column("total", Bounded.pointsHeld)
    let hits = scope.column("hits", Bounded.arrowsHeld)
    // StoredRoundSummary.isEnteredAsTotal in SQL: no hits, some points.
    let enteredAsTotal = "(\(hits) = 0 AND \(total) > 0)"
    return try db.query(
      """
      SELECT count(*), sum(\(arrows)), sum(\(total)), sum(\(hits)),
        sum(\(scope.column("golds", Bounded.arrowsHeld))),
        sum(\(scope.column("xs", Bounded.arrowsHeld))),
        sum(\(scope.column("ten_plus_x", Bounded.arrowsHeld))), sum(\(enteredAsTotal)),
        sum(CASE WHEN \(enteredAsTotal) THEN \(arrows) ELSE 0 END)
      FROM round_summaries s WHERE \(scope.scan)
      """, scope.bound
    ) { row in
      var totals = StatisticsAcrossRounds.Totals()
      totals.rounds = row.int(0)
      totals.tally = ScoreTally(
        arrows: row.int(1), total: row.int(2), hits: row.int(3), golds: row.int(4),
        xs: row.int(5))
      totals.tenPlusX = row.int(6)
      totals.enteredAsTotals = row.int(7)
      totals.arrowsEnteredAsTotals = row.int(8)
      return totals
    }.first ?? StatisticsAcrossRounds.Totals()
  }

  /// Each kind of round `complete` (a WHERE clause `round_summaries_best` serves, its values
  /// bound three times) picks, with its top `total`, from the index: each kind found by seeking
  /// from the one before, its top by the index's order (a GROUP BY read every complete round's
  /// entry: ~0.5 ms on 10,000 rounds).
  static func bestsBySeeking(_ complete: String, _ total: String) -> String {
    """
    WITH RECURSIVE kinds(codename) AS (
      SELECT (SELECT min(s.codename) FROM round_summaries s WHERE \(complete))
      UNION ALL
      SELECT (SELECT min(s.codename) FROM round_summaries s
        WHERE \(complete) AND s.codename > kinds.codename)
      FROM kinds WHERE kinds.codename IS NOT NULL)
    SELECT k.codename, (SELECT max(\(total)) FROM round_summaries s
      WHERE \(complete) AND s.codename = k.codename)
    FROM kinds k WHERE k.codename IS NOT NULL
    """
  }

  /// The scope's complete rounds that score each kind's best, ties included
  /// (``PersonalBest/of(_:)`` picks among them): the best scores from `round_summaries_best`,
  /// then each kind's rows at its best, found in that index by total.
  static func bests(_ scope: HistoryScope, _ db: Connection) throws -> [StoredRoundSummary] {
    let score = clamped("total", Bounded.pointsHeld)
    // Read from `round_summaries_best` alone when it holds every column the scope tests (a
    // date range kept off `round_summaries_by_date`, which would look up each row); otherwise
    // one scan of the table (`+` keeps the index out: a look-up per row).
    let complete =
      scope.coveredByBest
      ? "\(scope.indexing(["archer_id", "codename"])) AND s.complete = 1"
      : "\(scope.scan) AND +s.complete = 1"
    let total = scope.column("total", Bounded.pointsHeld)
    let best =
      scope.coveredByBest
      ? try db.query(
        bestsBySeeking(complete, total), scope.bound + scope.bound + scope.bound
      ) { ($0.string(0), $0.int(1)) }
      : try db.query(
        """
        SELECT s.codename, max(\(total)) FROM round_summaries s
        WHERE \(complete) GROUP BY s.codename
        """, scope.bound
      ) { ($0.string(0), $0.int(1)) }
    var rows: [StoredRoundSummary] = []
    for (codename, top) in best {
      // A stored total that reads as `top` is at least `top` (totals read clamped from above;
      // below, only the lowest bound clamps up, so then every total is looked at).
      let least: Double = top > Bounded.pointsHeld.lowerBound ? Double(top) : -.infinity
      rows += try db.query(
        """
        SELECT \(summaryColumns) FROM round_summaries s
        WHERE \(scope.sql) AND s.complete = 1 AND s.codename = ? AND s.total >= ?
          AND \(score) = ?
        """, scope.bound + [codename, least, top]
      ) { summary($0) }.compactMap { $0 }
    }
    return rows
  }

  /// RoundProgress.phase in SQL: completed and whole, or practice (no maximum) finished.
  static let finished = "s.status = 'completed' AND (s.maximum IS NULL OR s.complete = 1)"

  /// Column `name` of `round_summaries s` as an integer within `bounds`, as ``summary(_:)``
  /// reads it.
  static func clamped(_ name: String, _ bounds: ClosedRange<Int>) -> String {
    "max(\(bounds.lowerBound), min(\(bounds.upperBound), CAST(s.\(name) AS INTEGER)))"
  }
}
