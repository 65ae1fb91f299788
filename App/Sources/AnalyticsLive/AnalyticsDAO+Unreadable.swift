import Analytics
import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// What ``listed(in:only:)`` leaves out of the active archer's rounds, in its words and order,
  /// without reading every round: queries find the candidates (``unreadableCandidates`` for
  /// round rows, points outside ``points`` for arrows), and the list's own readers
  /// (``record(_:_:)``, ``arrow(_:)``) decide each. `UnreadableRoundsTests` checks it names
  /// what the whole list names.
  static func unreadable(in db: Connection) throws -> [StoreDamage] {
    let list = try RoundRowCandidates.undecoded(db) {
      (try? JSONDecoder().decode(RoundDefinition.self, from: Data($0.utf8))) != nil
    }
    var definitions: [String: RoundDefinition] = [:]
    let rows = try db.query(
      """
      SELECT \(roundColumns) FROM rounds
      WHERE \(ActiveArcher.matches()) AND (\(unreadableCandidates))
      ORDER BY created_at DESC, id
      """, list
    ) { row -> StoreDamage? in
      record(row, &definitions) == nil ? unreadableRow(row) : nil
    }.compactMap { $0 }
    // The first damaged arrow of each round, rounds by ID, as the whole list names them. CROSS
    // JOIN keeps the arrows the outer loop: only a damaged one is looked up (driven from the
    // archer's rounds, SQLite looked up every arrow: ~200 ms of CPU on 600,000, now ~30).
    var arrows: [String: StoreDamage] = [:]
    _ = try db.query(
      """
      SELECT \(arrowColumns)
      FROM arrows a CROSS JOIN ends e ON e.id = a.end_id CROSS JOIN rounds r ON r.id = e.round_id
      WHERE \(ActiveArcher.matches("r.archer_id")) AND (typeof(a.points) <> 'integer'
        OR a.points NOT BETWEEN \(points.lowerBound) AND \(points.upperBound))
      ORDER BY e.round_id, e.end_number, a.arrow_index
      """
    ) { row in
      let round = row.string(0)
      guard arrows[round] == nil, arrow(row) == nil else { return }
      arrows[round] = damagedArrow(row)
    }
    return rows + arrows.keys.sorted().compactMap { arrows[$0] }
  }

  /// A round row (``roundColumns``) that ``record(_:_:)`` cannot read, named.
  static func unreadableRow(_ row: Row) -> StoreDamage {
    StoreDamage(
      row: "round \(Names.shownSafely(row.string(0)))",
      problem: "its ID, definition or status cannot be read")
  }

  /// An arrow row (``arrowColumns``) whose points ``arrow(_:)`` refuses, named.
  static func damagedArrow(_ row: Row) -> StoreDamage {
    StoreDamage(
      row: "arrow (end \(row.int(1)), arrow \(row.int(2) + 1)) of round \(row.string(0))",
      problem: "points out of range")
  }

  /// The round rows ``record(_:_:)`` may refuse, in SQL: an ID not shaped as a UUID, a status
  /// that is none of `RoundStatus`'s, or a snapshot among `?1` (a JSON array of those that do
  /// not decode; such a row may still read from the catalogue by codename). It may name more
  /// than are damaged, never fewer: the reader decides each.
  static let unreadableCandidates = """
    \(RoundRowCandidates.notUUID("id")) OR \(RoundRowCandidates.notStatus("status"))
      OR typeof(definition) != 'text' OR definition IN (SELECT value FROM json_each(?1))
    """
}
