import CoreInterfaces
import Foundation

/// SQL that picks round rows a reader may refuse, for the queries that find damaged rows
/// without reading every round (`RoundDAO.damageCandidates`, `AnalyticsDAO.unreadableCandidates`):
/// built from the same Swift values the readers use, so it names more rows than are damaged,
/// never fewer. The partial indexes of schema v15 are built from the same text, so a query that
/// uses it reads an index of the damaged rows alone (`DamageIndexTests` checks the plans).
public enum RoundRowCandidates {
  /// `column` is not text shaped as a UUID (36 characters: hex digits and four dashes).
  public static func notUUID(_ column: String) -> String {
    let hex = "[0-9A-Fa-f]"
    let uuid = [8, 4, 4, 4, 12].map { String(repeating: hex, count: $0) }.joined(separator: "-")
    return
      "NOT (typeof(\(column)) = 'text' AND length(\(column)) = 36 AND \(column) GLOB '\(uuid)')"
  }

  /// `column` holds none of `RoundStatus`'s values.
  public static func notStatus(_ column: String) -> String {
    let statuses = RoundStatus.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    return "\(column) IS NULL OR \(column) NOT IN (\(statuses))"
  }

  /// A `rounds` row (columns prefixed with `table`, e.g. `r.`) whose ID, status, start or
  /// snapshot's type a reader may refuse: the `rounds_unreadable` index's condition.
  public static func rowDamage(_ table: String = "") -> String {
    let (earliest, latest) = (StoredRules.dates.lowerBound, StoredRules.dates.upperBound)
    return """
      \(notUUID("\(table)id")) OR \(notStatus("\(table)status"))
        OR typeof(\(table)created_at) NOT IN ('real', 'integer')
        OR \(table)created_at < \(earliest) OR \(table)created_at > \(latest)
        OR typeof(\(table)definition) != 'text'
      """
  }

  /// An `arrows` row whose points no face has (not an integer in 0–11): the `arrows_damaged`
  /// index's condition.
  public static func damagedPoints(_ table: String = "") -> String {
    "typeof(\(table)points) <> 'integer' OR \(table)points NOT BETWEEN 0 AND 11"
  }

  /// A `round_summaries` row `AnalyticsDAO.summary` cannot read (an ID that is no UUID, a date
  /// that reads outside `StoredRules.dates`, a status none of `RoundStatus`'s): the
  /// `round_summaries_unreadable` index's condition.
  public static func unreadableSummary(_ table: String = "") -> String {
    let (earliest, latest) = (StoredRules.dates.lowerBound, StoredRules.dates.upperBound)
    return """
      \(notUUID("\(table)round_id")) OR \(notStatus("\(table)status"))
        OR \(table)date IS NULL
        OR CAST(\(table)date AS REAL) NOT BETWEEN \(earliest) AND \(latest)
      """
  }

  /// A `round_summaries` row holding a count `AnalyticsDAO.summary` reads clamped (not an
  /// integer within `Bounded.arrowsHeld`, `Bounded.pointsHeld` or ``summaryHandicaps``), a date
  /// that is not a real, or no arrows beside a handicap or a class: the
  /// `round_summaries_unbounded` index's condition. Without such a row, sums add the columns
  /// as they are.
  public static func unboundedSummary(_ table: String = "") -> String {
    let counts = ["arrows", "hits", "golds", "xs", "ten_plus_x"].map { ($0, Bounded.arrowsHeld) }
    let outside = (counts + [("total", Bounded.pointsHeld)]).map { name, bounds in
      "typeof(\(table)\(name)) <> 'integer' OR \(table)\(name) NOT BETWEEN \(bounds.lowerBound) AND \(bounds.upperBound)"
    }
    let handicap = "\(table)handicap"
    let (low, high) = (summaryHandicaps.lowerBound, summaryHandicaps.upperBound)
    // A date that is not a real, or a round with no arrows that has a handicap or a class, is
    // read by rule too: month sums add them as stored only when there is none.
    return
      (outside + [
        "(\(handicap) IS NOT NULL AND (typeof(\(handicap)) <> 'integer' OR \(handicap) NOT BETWEEN \(low) AND \(high)))",
        "typeof(\(table)date) <> 'real'",
        "(\(table)arrows = 0 AND (\(handicap) IS NOT NULL OR \(table)classification IS NOT NULL))",
      ]).joined(separator: "\n  OR ")
  }

  /// The handicaps a stored summary reads within.
  public static let summaryHandicaps = -75...150

  /// The active archer's distinct round snapshots that `decodes` refuses, as a JSON array of
  /// strings for `json_each(?)`: few distinct ones, however many rounds share them, found by
  /// seeking from one to the next in `rounds_definitions` (not by reading every round's).
  public static func undecoded(_ db: Connection, decodes: (String) -> Bool) throws -> String {
    let mine = ActiveArcher.matches()
    let snapshots = try db.query(
      """
      WITH RECURSIVE next(definition) AS (
        SELECT min(definition) FROM rounds WHERE \(mine)
        UNION ALL
        SELECT (SELECT min(definition) FROM rounds WHERE \(mine) AND definition > next.definition)
        FROM next WHERE next.definition IS NOT NULL)
      SELECT definition FROM next WHERE definition IS NOT NULL
      """
    ) { $0.string(0) }
    let unread = snapshots.filter { !decodes($0) }
    return String(decoding: try JSONEncoder().encode(unread), as: UTF8.self)
  }
}
