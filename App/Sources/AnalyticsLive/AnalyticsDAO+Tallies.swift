import Analytics
import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// Every round's count, arrows and points, and each month's season tally (rounds with
  /// arrows), in one scan grouped by SQLite by day. A month is the local one (`LocalDay`): a day
  /// that is neither the first nor the last of its UTC month falls in that same month in every
  /// time zone (no zone is a day or more from UTC), so it takes its UTC month, worked out here
  /// from the day's number; a first or last day takes the local month of its earliest and latest
  /// round when they agree, and otherwise its rounds are read one by one.
  static func tallies(_ scope: HistoryScope, _ timeZone: TimeZone, _ db: Connection) throws -> (
    rounds: Int, arrows: Int, points: Int, months: [String: Season.Tally]
  ) {
    if scope.byMonth, let sums = try monthly(scope, timeZone, db) { return sums }
    let arrows = scope.column("arrows", Bounded.arrowsHeld)
    let handicap = scope.column("handicap", handicaps)
    var (rounds, arrowsShot, points) = (0, 0, 0)
    var months: [String: Season.Tally] = [:]
    func local(_ date: Double) -> String {
      LocalDay.monthAndYear(Date(timeIntervalSince1970: date), timeZone: timeZone).month
    }
    let figures = """
      count(*), sum(\(arrows)), sum(\(scope.column("total", Bounded.pointsHeld))),
        coalesce(sum(\(handicap)), 0), count(s.handicap), group_concat(DISTINCT s.classification)
      """
    func tally(_ row: Row, from column: Int32) -> Season.Tally {
      var tally = Season.Tally()
      tally.rounds = row.int(column)
      tally.arrows = row.int(column + 1)
      tally.handicapSum = row.int(column + 3)
      tally.handicaps = row.int(column + 4)
      tally.classifications = Set(
        row.string(column + 5).split(separator: ",").compactMap {
          Classification(rawValue: String($0))
        })
      return tally
    }
    var split: [Int] = []
    _ = try db.query(
      """
      SELECT \(arrows) > 0, \(day), min(\(date)), max(\(date)), \(figures)
      FROM round_summaries s WHERE \(scope.scan) GROUP BY 1, 2
      """, scope.bound
    ) { row in
      rounds += row.int(4)
      arrowsShot += row.int(5)
      points += row.int(6)
      guard row.bool(0) else { return }
      let day = row.int(1)
      var month = UTCDay(day).monthInside
      if month == nil {
        let (first, last) = (local(row.double(2) ?? 0), local(row.double(3) ?? 0))
        guard first == last else { return split.append(day) }
        month = first
      }
      months[month ?? "", default: Season.Tally()].add(tally(row, from: 4))
    }
    for day in split {
      _ = try db.query(
        """
        SELECT \(date), \(figures) FROM round_summaries s
        WHERE \(scope.scan) AND \(arrows) > 0 AND \(Self.day) = ? GROUP BY 1
        """, scope.bound + [day]
      ) { row in
        months[local(row.double(0) ?? 0), default: Season.Tally()].add(tally(row, from: 1))
      }
    }
    return (rounds, arrowsShot, points, months)
  }

  /// ``tallies`` of a sound store read a local month at a time: the first and last dates, then
  /// each month's range of `round_summaries_by_date`, summed from the index alone (a round with
  /// no arrows has no handicap or class there, so only the rounds count is told apart). `nil`
  /// when the dates span more than a century of months (then one grouped scan is cheaper).
  private static func monthly(_ scope: HistoryScope, _ timeZone: TimeZone, _ db: Connection)
    throws -> (rounds: Int, arrows: Int, points: Int, months: [String: Season.Tally])?
  {
    let span = try db.query(
      """
      SELECT (SELECT min(s.date) FROM round_summaries s WHERE \(scope.sql)),
        (SELECT max(s.date) FROM round_summaries s WHERE \(scope.sql))
      """, scope.bound + scope.bound
    ) { ($0.double(0), $0.double(1)) }.first
    guard let span, let first = span.0, let last = span.1 else { return (0, 0, 0, [:]) }
    let calendar = LocalDay.calendar(timeZone)
    guard
      var start = calendar.dateInterval(of: .month, for: Date(timeIntervalSince1970: first))?.start
    else { return nil }
    var (rounds, arrowsShot, points) = (0, 0, 0)
    var months: [String: Season.Tally] = [:]
    var count = 0
    while start.timeIntervalSince1970 <= last {
      count += 1
      guard count <= 1_200, let next = calendar.date(byAdding: .month, value: 1, to: start)
      else { return nil }
      let parts = calendar.dateComponents([.year, .month], from: start)
      _ = try db.query(
        """
        SELECT count(*), sum(s.arrows), sum(s.total), sum(s.arrows > 0),
          coalesce(sum(s.handicap), 0), count(s.handicap), group_concat(DISTINCT s.classification)
        FROM round_summaries s WHERE \(scope.sql) AND s.date >= ? AND s.date < ?
        """, scope.bound + [start.timeIntervalSince1970, next.timeIntervalSince1970]
      ) { row in
        rounds += row.int(0)
        arrowsShot += row.int(1)
        points += row.int(2)
        guard row.int(3) > 0 else { return }
        var tally = Season.Tally()
        tally.rounds = row.int(3)
        tally.arrows = row.int(1)
        tally.handicapSum = row.int(4)
        tally.handicaps = row.int(5)
        tally.classifications = Set(
          row.string(6).split(separator: ",").compactMap { Classification(rawValue: String($0)) })
        months[UTCDay.key(parts.year ?? 0, parts.month ?? 0)] = tally
      }
      start = next
    }
    return (rounds, arrowsShot, points, months)
  }

  /// A summary's date as ``summary(_:)`` reads it.
  private static let date = "CAST(s.date AS REAL)"

  /// A summary's day, counted from 1900-01-01 UTC, the earliest date a summary reads
  /// (`StoredRules.dates`): whole days, so the number is the day's, never rounded towards it.
  private static let day = "CAST((\(date) - \(UTCDay.epoch)) / 86400 AS INTEGER)"
}
