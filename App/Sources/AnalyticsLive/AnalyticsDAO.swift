public import Analytics
public import CoreInterfaces
import Foundation
public import Store

/// Per-round totals computed by SQLite in one aggregate query.
public struct RoundTotals: Sendable, Equatable {
  /// The round.
  public var id: RoundID
  /// Arrows shot.
  public var arrows: Int
  /// Sum of points.
  public var total: Int
  /// X count.
  public var xs: Int
  /// Misses.
  public var misses: Int

  /// Creates totals.
  public init(id: RoundID, arrows: Int, total: Int, xs: Int, misses: Int) {
    self.id = id
    self.arrows = arrows
    self.total = total
    self.xs = xs
    self.misses = misses
  }
}

/// The queries the Analytics package needs, over the same tables scoring writes.
public struct AnalyticsDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Rounds, newest first, named from the definition each round keeps (rounds saved before
  /// schema 3 keep none and are named from the catalogue).
  public func rounds() async throws -> [RoundSummary] {
    try await database.read { db in
      try db.query(
        "SELECT id, codename, definition, status FROM rounds ORDER BY created_at DESC, id"
      ) { row -> RoundSummary? in
        let snapshot = try? JSONDecoder().decode(
          RoundDefinition.self, from: Data(row.string(2).utf8))
        guard let id = RoundID(uuidString: row.string(0)),
          let round = snapshot ?? RoundCatalogue.round(row.string(1)),
          let status = RoundStatus(rawValue: row.string(3)),
          let system = round.passes.first?.system
        else { return nil }
        return RoundSummary(id: id, name: round.name, system: system, status: status)
      }.compactMap { $0 }
    }
  }

  /// The arrows of one round, as analytics reads them.
  public func arrows(_ round: RoundID) async throws -> [PlottedArrow] {
    try await database.read { db in
      try db.query(
        """
        SELECT e.end_number, a.points, a.is_x, a.is_miss, a.x, a.y
        FROM arrows a JOIN ends e ON e.id = a.end_id WHERE e.round_id = ?
        ORDER BY e.end_number, a.arrow_index
        """, round.description
      ) { row in
        PlottedArrow(
          value: ArrowValue(uncheckedPoints: row.int(1), isX: row.bool(2), isMiss: row.bool(3)),
          endNumber: row.int(0), x: row.double(4), y: row.double(5))
      }
    }
  }

  /// The aggregate the analytics hub shows: totals per round, computed in SQL.
  public static let totalsSQL = """
    SELECT e.round_id, count(*), sum(a.points), sum(a.is_x), sum(a.is_miss)
    FROM arrows a JOIN ends e ON e.id = a.end_id GROUP BY e.round_id ORDER BY e.round_id
    """

  /// Totals of every round.
  public func roundTotals() async throws -> [RoundTotals] {
    try await database.read { db in
      try db.query(Self.totalsSQL) { row -> RoundTotals? in
        RoundID(uuidString: row.string(0)).map {
          RoundTotals(
            id: $0, arrows: row.int(1), total: row.int(2), xs: row.int(3), misses: row.int(4))
        }
      }.compactMap { $0 }
    }
  }
}
