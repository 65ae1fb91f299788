public import Analytics
public import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// The Analytics screen's figures, now and after every commit that changes the summaries.
  public func observeHub() -> Flow<AnalyticsHubFigures> {
    database.observe { try Self.hub($0) }
  }

  /// The active archer's hub figures, read as what the hub shows: counts, sums, each year's and
  /// the last months' tallies (`yearly`, or summed from every summary), and only the summary rows shown (the recent rounds, the latest
  /// handicaps, each kind's best) decoded, however many rounds the store holds. The figures
  /// equal `AnalyticsHubFigures(summaries:)` of every summary (`HubFiguresTests`); months are
  /// `timeZone`'s.
  static func hub(_ db: Connection, timeZone: TimeZone = .current) throws -> AnalyticsHubFigures {
    // The round rows the screen names as not counted are left out of every figure.
    var counted = HistoryFilter()
    let leftOut = Set(try unreadableRows(in: db).compactMap { $0.id.flatMap(RoundID.init) })
    counted.leftOut = leftOut
    let scope = try HistoryScope(counted, db)
    // The newest rounds through `rounds_page`, stopping at the last row wanted: a summary's
    // date is its round's `created_at` (`RoundContext`), so this is the summaries' date order
    // (`quiver check` names a summary that differs from its round).
    let newestFirst = "rounds r INDEXED BY rounds_page JOIN round_summaries s ON s.round_id = r.id"
    let newest = "\(ActiveArcher.matches("r.archer_id")) AND \(scope.sql)"
    let recent = try db.query(
      """
      SELECT \(summaryColumns) FROM \(newestFirst) WHERE \(newest) AND \(finished)
      ORDER BY r.created_at DESC, r.id LIMIT \(AnalyticsHubFigures.recentShown)
      """, scope.bound
    ) { summary($0) }.compactMap { $0 }
    // StatisticsAcrossRounds.TrendPoint.plots in SQL: a round that is over, cancelled included,
    // with arrows; the hub shows its handicaps.
    let trend = try db.query(
      """
      SELECT \(summaryColumns) FROM \(newestFirst)
      WHERE \(newest) AND s.handicap IS NOT NULL AND s.arrows > 0
        AND (s.status = 'cancelled' OR (\(finished)))
      ORDER BY r.created_at DESC, r.id LIMIT \(AnalyticsHubFigures.trendShown)
      """, scope.bound
    ) { summary($0) }.compactMap { $0 }.reversed()
    // A sound store's from the tallies kept by year, else from every summary.
    let sums:
      (
        rounds: Int, arrows: Int, points: Int, months: [String: Season.Tally],
        years: [String: Season.Tally]?
      )
    if scope.byMonth {
      let kept = try yearly(scope, leftOut: leftOut, timeZone, db)
      sums = (kept.rounds, kept.arrows, kept.points, kept.months, kept.years)
    } else {
      let summed = try tallies(scope, timeZone, db)
      sums = (summed.rounds, summed.arrows, summed.points, summed.months, nil)
    }
    var figures = AnalyticsHubFigures(
      rounds: sums.rounds, arrowsShot: sums.arrows, total: sums.points, recent: recent,
      trend: Array(trend), bests: try bests(scope, db), months: sums.months, years: sums.years)
    // Through the partial index of the summaries that count a damaged arrow.
    figures.damagedArrows = AnalyticsHubFigures.damaged(
      try db.query(
        "SELECT \(summaryColumns) FROM round_summaries s WHERE \(scope.sql) AND s.damaged_arrows > 0",
        scope.bound
      ) { summary($0) }.compactMap { $0 })
    return figures
  }
}
