public import Analytics
public import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// The Analytics screen's figures, now and after every commit that changes the summaries.
  public func observeHub() -> Flow<AnalyticsHubFigures> {
    database.observe { try Self.hub($0) }
  }

  /// The active archer's hub figures, read as what the hub shows: counts, sums and each month's
  /// tally summed by SQLite, and only the summary rows shown (the recent rounds, the latest
  /// handicaps, each kind's best) decoded, however many rounds the store holds. The figures
  /// equal `AnalyticsHubFigures(summaries:)` of every summary (`HubFiguresTests`); months are
  /// `timeZone`'s.
  static func hub(_ db: Connection, timeZone: TimeZone = .current) throws -> AnalyticsHubFigures {
    let scope = try HistoryScope(HistoryFilter(), db)
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
    let (rounds, arrows, total, months) = try tallies(scope, timeZone, db)
    return AnalyticsHubFigures(
      rounds: rounds, arrowsShot: arrows, total: total, recent: recent, trend: Array(trend),
      bests: try bests(scope, db), months: months)
  }

  /// Every round's count, arrows and points, and each month's season tally (rounds with
  /// arrows), in one scan grouped by SQLite. A month is the local one (`LocalDay`): a date more
  /// than a day from the end of a UTC month falls in that same month in every time zone (no
  /// zone is a day or more from UTC), so those group by their UTC month in SQL; a date on a
  /// UTC month's first or last day is its own group, and `LocalDay` names its month.
  static func tallies(_ scope: HistoryScope, _ timeZone: TimeZone, _ db: Connection) throws -> (
    rounds: Int, arrows: Int, points: Int, months: [String: Season.Tally]
  ) {
    let arrows = scope.column("arrows", Bounded.arrowsHeld)
    let handicap = scope.column("handicap", handicaps)
    var (rounds, arrowsShot, points) = (0, 0, 0)
    var months: [String: Season.Tally] = [:]
    _ = try db.query(
      """
      SELECT s.arrows > 0, strftime('%Y-%m', \(date), 'unixepoch'),
        CASE WHEN strftime('%d', \(date), 'unixepoch') = '01'
          OR coalesce(strftime('%d', \(date) + 86400, 'unixepoch'), '01') = '01'
        THEN \(date) END,
        count(*), sum(\(arrows)), sum(\(scope.column("total", Bounded.pointsHeld))),
        coalesce(sum(\(handicap)), 0), count(s.handicap), group_concat(DISTINCT s.classification)
      FROM round_summaries s WHERE \(scope.scan) GROUP BY 1, 2, 3
      """, scope.bound
    ) { row in
      rounds += row.int(3)
      arrowsShot += row.int(4)
      points += row.int(5)
      guard row.bool(0) else { return }
      let month = row.double(2).map {
        LocalDay.monthAndYear(Date(timeIntervalSince1970: $0), timeZone: timeZone).month
      }
      var tally = Season.Tally()
      tally.arrows = row.int(4)
      tally.rounds = row.int(3)
      tally.handicapSum = row.int(6)
      tally.handicaps = row.int(7)
      tally.classifications = Set(
        row.string(8).split(separator: ",").compactMap { Classification(rawValue: String($0)) })
      months[month ?? row.string(1), default: Season.Tally()].add(tally)
    }
    return (rounds, arrowsShot, points, months)
  }

  /// A summary's date as ``summary(_:)`` reads it.
  private static let date = "CAST(s.date AS REAL)"
}
