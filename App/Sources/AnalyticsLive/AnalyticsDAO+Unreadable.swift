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
    let rows = try unreadableRows(in: db)
    let named = Set(rows.compactMap(\.id))  // a round whose summary is damaged is named once
    // The first damaged arrow of each round, rounds by ID, as the whole list names them. CROSS
    // JOIN keeps the arrows the outer loop: only a damaged one is looked up (driven from the
    // archer's rounds, SQLite looked up every arrow: ~200 ms of CPU on 600,000), and the arrows
    // come from `arrows_damaged`, an index of the damaged ones alone (a scan of every arrow was
    // ~30 ms on 600,000).
    var arrows: [String: StoreDamage] = [:]
    _ = try db.query(
      """
      SELECT \(arrowColumns)
      FROM arrows a CROSS JOIN rounds r ON r.id = a.round_id
      WHERE \(ActiveArcher.matches("r.archer_id")) AND (\(RoundRowCandidates.damagedPoints("a.")))
      ORDER BY a.round_id, a.end_number, a.arrow_index
      """
    ) { row in
      let round = row.string(0)
      guard arrows[round] == nil, !named.contains(round.lowercased()), arrow(row) == nil
      else { return }
      arrows[round] = damagedArrow(row)
    }
    return rows + arrows.keys.sorted().compactMap { arrows[$0] }
  }

  /// The active archer's round rows ``record(_:_:)`` cannot read, newest first, then the rounds
  /// whose stored summaries are damaged (`DamagedSummaries`): the rounds the figures leave out
  /// and the Analytics screen names as not counted.
  static func unreadableRows(in db: Connection) throws -> [StoreDamage] {
    let list = try RoundRowCandidates.undecoded(db) {
      (try? JSONDecoder().decode(RoundDefinition.self, from: Data($0.utf8))) != nil
    }
    var definitions: [String: RoundDefinition] = [:]
    let rows = try db.query(unreadableRowsQuery, list) { row -> StoreDamage? in
      record(row, &definitions) == nil ? unreadableRow(row) : nil
    }.compactMap { $0 }
    return rows + (try DamagedSummaries.rows(db, besides: Set(rows.compactMap(\.id))))
  }

  /// The active archer's round rows among ``unreadableCandidates``, newest first. The
  /// candidates drive (`+` keeps `rounds_page` out: SQLite walked the archer's every round
  /// there, testing each rowid against them: ~0.5 ms on 10,000 rounds).
  static let unreadableRowsQuery = """
    SELECT \(roundColumns) FROM rounds
    WHERE \(ActiveArcher.matches("+archer_id")) AND rowid IN (\(unreadableCandidates))
    ORDER BY created_at DESC, id
    """

  /// A round row (``roundColumns``) that ``record(_:_:)`` cannot read, named (with its ID when
  /// it is one, so the figures can leave it out).
  static func unreadableRow(_ row: Row) -> StoreDamage {
    var damage = StoreDamage(
      row: "round \(Names.shownSafely(row.string(0)))",
      problem: "its ID, definition, status or start cannot be read")
    damage.id = RoundID(uuidString: row.string(0))?.description
    return damage
  }

  /// An arrow row (``arrowColumns``) whose points ``arrow(_:)`` refuses, named.
  static func damagedArrow(_ row: Row) -> StoreDamage {
    StoreDamage(
      row: "arrow (end \(row.int(1)), arrow \(row.int(2) + 1)) of round \(row.string(0))",
      problem: "points out of range")
  }

  /// The rowids of the round rows ``record(_:_:)`` may refuse, in SQL: an ID not shaped as a
  /// UUID, a status that is none of `RoundStatus`'s, a start out of range (those through the
  /// partial index `rounds_unreadable`), or a snapshot among `?1` (a JSON array of those that do
  /// not decode; such a row may still read from the catalogue by codename). It may name more
  /// than are damaged, never fewer: the reader decides each.
  static let unreadableCandidates = """
    SELECT rowid FROM rounds WHERE \(ActiveArcher.matches()) AND (\(RoundRowCandidates.rowDamage()))
    UNION SELECT rowid FROM rounds
    WHERE \(ActiveArcher.matches()) AND definition IN (SELECT value FROM json_each(?1))
    """
}
