import Analytics
import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// The hub's sums on a sound store (`HistoryScope.byMonth`), read as it shows them: the
  /// counts and each local year from `round_summary_years` (a row an archer's UTC year and
  /// class), the rounds between each UTC and local new year moved by a range of
  /// `round_summaries_by_date`, the `leftOut` rounds' summaries taken out by ID, and the last
  /// ``AnalyticsHubFigures/monthsShown`` months with arrows, each a range of that index.
  static func yearly(
    _ scope: HistoryScope, leftOut: Set<RoundID>, _ timeZone: TimeZone, _ db: Connection
  ) throws -> (
    rounds: Int, arrows: Int, points: Int, months: [String: Season.Tally],
    years: [String: Season.Tally]
  ) {
    var (rounds, arrowsShot, points) = (0, 0, 0)
    var years: [Int: YearCounts] = [:]
    let figures = "shot, arrows, handicap_sum, handicaps"
    _ = try db.query(
      """
      SELECT year, class, rounds, points, \(figures) FROM round_summary_years
      WHERE archer_key = coalesce(\(ActiveArcher.value), '')
      """
    ) { row in
      rounds += row.int(2)
      points += row.int(3)
      arrowsShot += row.int(5)
      years[row.int(0), default: YearCounts()].add(row, from: 4, class: 1)
    }
    if !leftOut.isEmpty {
      let ids = leftOut.flatMap { [$0.description.lowercased(), $0.description.uppercased()] }
      _ = try db.query(
        """
        SELECT \(Schema.utcYear("s.date")), \(bandClass), s.total, \(bandFigures(sum: false))
        FROM round_summaries s
        WHERE \(ActiveArcher.matches("s.archer_id"))
          AND s.round_id IN (SELECT value FROM json_each(?))
        """, String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)
      ) { row in
        rounds -= 1
        points -= row.int(2)
        arrowsShot -= row.int(4)
        years[row.int(0), default: YearCounts()].add(row, from: 3, class: 1, sign: -1)
      }
    }
    let calendar = LocalDay.calendar(timeZone)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? timeZone
    for boundary in Set(years.keys.flatMap { [$0, $0 + 1] }).sorted() {
      guard let start = utc.date(from: DateComponents(year: boundary, month: 1, day: 1)),
        let local = calendar.date(from: DateComponents(year: boundary, month: 1, day: 1)),
        let newYear = calendar.dateInterval(of: .year, for: local)?.start, newYear != start
      else { continue }
      // Before the UTC new year the band is the local year's, after it the last local year's.
      let (from, to) = newYear < start ? (boundary - 1, boundary) : (boundary, boundary - 1)
      let range = [min(newYear, start), max(newYear, start)].map(\.timeIntervalSince1970)
      _ = try db.query(
        """
        SELECT \(bandClass), \(bandFigures(sum: true)) FROM round_summaries s
        WHERE \(scope.sql) AND s.date >= ? AND s.date < ? GROUP BY 1
        """, scope.bound + range
      ) { row in
        years[from, default: YearCounts()].add(row, from: 1, class: 0, sign: -1)
        years[to, default: YearCounts()].add(row, from: 1, class: 0)
      }
    }
    var local: [String: Season.Tally] = [:]
    for (year, counts) in years {
      if let tally = counts.tally { local[String(UTCDay.key(year, 1).prefix(4))] = tally }
    }
    return (rounds, arrowsShot, points, try lastMonths(scope, calendar, db), local)
  }

  /// The last ``AnalyticsHubFigures/monthsShown`` local months with a round with arrows, each
  /// found by the newest such round before the last and summed as a range of the date index.
  private static func lastMonths(_ scope: HistoryScope, _ calendar: Calendar, _ db: Connection)
    throws -> [String: Season.Tally]
  {
    var months: [String: Season.Tally] = [:]
    var before = Double.infinity
    for _ in 0..<AnalyticsHubFigures.monthsShown {
      let newest = try db.query(
        """
        SELECT s.date FROM round_summaries s WHERE \(scope.sql) AND s.arrows > 0 AND s.date < ?
        ORDER BY s.date DESC LIMIT 1
        """, scope.bound + [before]
      ) { $0.double(0) }.first
      guard let newest, let date = newest,
        let month = calendar.dateInterval(of: .month, for: Date(timeIntervalSince1970: date))
      else { break }
      var counts = YearCounts()
      _ = try db.query(
        """
        SELECT \(bandClass), \(bandFigures(sum: true)) FROM round_summaries s
        WHERE \(scope.sql) AND s.date >= ? AND s.date < ? GROUP BY 1
        """, scope.bound + [month.start.timeIntervalSince1970, month.end.timeIntervalSince1970]
      ) { counts.add($0, from: 1, class: 0) }
      let parts = calendar.dateComponents([.year, .month], from: month.start)
      months[UTCDay.key(parts.year ?? 0, parts.month ?? 0)] = counts.tally
      before = month.start.timeIntervalSince1970
    }
    return months
  }

  /// A summary's class as `round_summary_years` keys it.
  private static let bandClass =
    "CASE WHEN s.arrows > 0 THEN coalesce(s.classification, '') ELSE '' END"

  /// A summary's season figures as `round_summary_years` counts them (`sum`: over a group).
  private static func bandFigures(sum: Bool) -> String {
    [
      "s.arrows > 0", "s.arrows",
      "CASE WHEN s.arrows > 0 THEN coalesce(s.handicap, 0) ELSE 0 END",
      "s.arrows > 0 AND s.handicap IS NOT NULL",
    ].map { sum ? "sum(\($0))" : $0 }.joined(separator: ", ")
  }
}
