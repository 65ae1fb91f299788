public import Analytics
import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// The columns of `rounds` that ``record(_:_:)`` reads, in its order.
  static let roundColumns = """
    id, codename, definition, status, bow_style, created_at, bow_setup_id, bow_setup_version,
      recorded_total, (SELECT name FROM bow_setups s WHERE s.id = bow_setup_id)
    """

  /// The columns of `arrows a` that ``arrow(_:)`` reads, in its order.
  static let arrowColumns = """
    a.round_id, a.end_number, a.arrow_index, a.points, a.is_x, a.is_miss, a.x, a.y,
      a.arrow_number
    """

  /// A round row (``roundColumns``) as a record with no arrows, or `nil` when its ID, definition,
  /// status or start cannot be read. `definitions` keeps each snapshot decoded once.
  static func record(_ row: Row, _ definitions: inout [String: RoundDefinition]) -> RoundRecord? {
    let snapshot = row.string(2)
    if definitions[snapshot] == nil, !snapshot.isEmpty {
      definitions[snapshot] = try? JSONDecoder().decode(
        RoundDefinition.self, from: Data(snapshot.utf8))
    }
    // A start outside `StoredRules.dates` is damage, as the rounds list reads it.
    guard let id = RoundID(uuidString: row.string(0)),
      let definition = definitions[snapshot] ?? RoundCatalogue.round(row.string(1)),
      let status = RoundStatus(rawValue: row.string(3)),
      let started = row.double(5), StoredRules.dates.contains(started)
    else { return nil }
    var record = RoundRecord(
      id: id, definition: definition, status: status, bowStyle: BowStyle(rawValue: row.string(4)),
      startedAt: Date(timeIntervalSince1970: started), arrows: [],
      bowSetup: BowSetupID(uuidString: row.string(6)),
      bowSetupVersion: row.optionalInt(7).flatMap { $0 >= 1 ? $0 : nil })
    record.recordedTotal = row.optionalInt(8)
    let setupName = row.string(9)
    record.bowSetupName = record.bowSetup == nil || setupName.isEmpty ? nil : setupName
    return record
  }

  /// An arrow row (``arrowColumns``), or `nil` when its points are outside 0…11 (damage).
  static func arrow(_ row: Row) -> PlottedArrow? {
    guard case .integer(let points) = row[3], Self.points.contains(points) else { return nil }
    let position = Self.position(row[6], row[7])
    return PlottedArrow(
      value: ArrowValue(uncheckedPoints: Int(points), isX: row.bool(4), isMiss: row.bool(5)),
      endNumber: row.int(1), arrowIndex: row.int(2), x: position?.x, y: position?.y,
      arrowNumber: row.optionalInt(8))
  }

  /// The active archer's rounds that ``rounds()`` reads, oldest first, each handed to `each` as
  /// soon as its arrows are read, after `begin` hears how many arrows they hold: one read (a
  /// consistent snapshot), holding one round at a time.
  public func eachRound(
    begin: @Sendable (Int) throws -> Void, _ each: @Sendable (RoundRecord) throws -> Void
  ) async throws {
    try await database.read { db in
      try db.execute("BEGIN")  // one snapshot for the count and every round
      do {
        try Self.eachRound(db, begin: begin, each)
        try db.execute("COMMIT")
      } catch {
        try? db.execute("ROLLBACK")
        throw error
      }
    }
  }

  private static func eachRound(
    _ db: Connection, begin: (Int) throws -> Void, _ each: (RoundRecord) throws -> Void
  ) throws {
    // Arrows of the rounds a reader keeps: none of their arrows' points is damaged.
    let total =
      try db.query(
        """
        SELECT count(*) FROM arrows a JOIN rounds r ON r.id = a.round_id
        WHERE \(ActiveArcher.matches("r.archer_id")) AND a.round_id NOT IN (
          SELECT b.round_id FROM arrows b
          WHERE typeof(b.points) <> 'integer' OR b.points NOT BETWEEN 0 AND 11)
        """
      ) { $0.int(0) }.first ?? 0
    try begin(total)
    var definitions: [String: RoundDefinition] = [:]
    _ = try db.query(
      "SELECT \(roundColumns) FROM rounds WHERE \(ActiveArcher.matches()) ORDER BY created_at, id"
    ) { row in
      guard var record = record(row, &definitions) else { return }
      var damaged = false
      record.arrows = try db.query(
        """
        SELECT \(arrowColumns) FROM arrows a
        WHERE a.round_id = ? ORDER BY a.end_number, a.arrow_index
        """, row.string(0)
      ) { row -> PlottedArrow? in
        guard let arrow = arrow(row) else {
          damaged = true
          return nil
        }
        return arrow
      }.compactMap { $0 }
      if !damaged { try each(record) }
    }
  }
}
