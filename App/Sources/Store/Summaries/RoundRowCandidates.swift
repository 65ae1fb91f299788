import CoreInterfaces
import Foundation

/// SQL that picks round rows a reader may refuse, for the queries that find damaged rows
/// without reading every round (`RoundDAO.damageCandidates`, `AnalyticsDAO.unreadableCandidates`):
/// built from the same Swift values the readers use, so it names more rows than are damaged,
/// never fewer.
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

  /// The active archer's distinct round snapshots that `decodes` refuses, as a JSON array of
  /// strings for `json_each(?)`: few distinct ones, however many rounds share them.
  public static func undecoded(_ db: Connection, decodes: (String) -> Bool) throws -> String {
    let snapshots = try db.query(
      "SELECT DISTINCT definition FROM rounds WHERE \(ActiveArcher.matches())"
    ) { $0.string(0) }
    let unread = snapshots.filter { !decodes($0) }
    return String(decoding: try JSONEncoder().encode(unread), as: UTF8.self)
  }
}
