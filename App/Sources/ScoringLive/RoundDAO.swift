public import CoreInterfaces
import Foundation
public import Scoring
public import Store

/// Rounds, ends and arrows in SQLite. Saving an arrow is one transaction and an UPSERT keyed by
/// (round, end) and (end, arrow index), so resuming a round never duplicates an arrow.
public struct RoundDAO: Sendable {
  let database: Database
  static let tables: Set<String> = ["rounds", "ends", "arrows"]

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Starts a round of a catalogue codename, in progress.
  public func start(_ codename: String, setup: BowSetupID?) async throws -> RoundID {
    guard let round = RoundCatalogue.round(codename) else {
      throw ScoringError.unknownRound(codename)
    }
    let id = RoundID()
    let now = Date().timeIntervalSince1970
    try await database.write(touching: Self.tables) { db in
      try db.run(
        """
        INSERT INTO rounds (id, codename, status, bow_setup_id, created_at, updated_at)
        VALUES (?, ?, 'inProgress', ?, ?, ?)
        """, id.description, round.id, setup?.description, now, now)
    }
    return id
  }

  /// Saves one arrow (insert or replace) in its own transaction, after checking it fits the
  /// round and its face and that the round accepts arrows.
  public func saveArrow(_ round: RoundID, _ arrow: ScoredArrow) async throws {
    try await database.write(touching: Self.tables) { db in try Self.save(arrow, in: round, db) }
  }

  /// Saves many arrows of one round in one transaction (an import): all or nothing.
  public func importArrows(_ round: RoundID, _ arrows: [ScoredArrow]) async throws {
    try await database.write(touching: Self.tables) { db in
      for arrow in arrows { try Self.save(arrow, in: round, db) }
    }
  }

  /// The round's arrows in shooting order.
  public func arrows(_ round: RoundID) async throws -> [ScoredArrow] {
    try await database.read { db in
      guard try Self.definition(of: round, db) != nil else {
        throw ScoringError.roundNotFound(round)
      }
      return try Self.arrows(of: round, db)
    }
  }

  /// Moves the round to `status` if the transition is allowed.
  public func setStatus(_ round: RoundID, _ status: RoundStatus) async throws {
    try await database.write(touching: Self.tables) { db in
      let current = try db.query("SELECT status FROM rounds WHERE id = ?", round.description) {
        RoundStatus(rawValue: $0.string(0))
      }.first
      guard let current, let current else { throw ScoringError.roundNotFound(round) }
      guard current.canTransition(to: status) else {
        throw ScoringError.invalidTransition(from: current, to: status)
      }
      try db.run(
        "UPDATE rounds SET status = ?, updated_at = ? WHERE id = ?", status.rawValue,
        Date().timeIntervalSince1970, round.description)
    }
  }

  static func save(_ arrow: ScoredArrow, in round: RoundID, _ db: Connection) throws {
    guard let (definition, status) = try definition(of: round, db) else {
      throw ScoringError.roundNotFound(round)
    }
    _ = try definition.place(of: arrow)
    guard status.acceptsArrows else { throw ScoringError.roundNotActive(status) }
    try db.run(
      "INSERT INTO ends (round_id, end_number) VALUES (?, ?) ON CONFLICT DO NOTHING",
      round.description, arrow.endNumber)
    try db.run(
      """
      INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss, x, y)
      VALUES ((SELECT id FROM ends WHERE round_id = ? AND end_number = ?), ?, ?, ?, ?, ?, ?)
      ON CONFLICT (end_id, arrow_index) DO UPDATE SET points = excluded.points,
        is_x = excluded.is_x, is_miss = excluded.is_miss, x = excluded.x, y = excluded.y
      """, round.description, arrow.endNumber, arrow.arrowIndex, arrow.value.points,
      arrow.value.isX, arrow.value.isMiss, arrow.x, arrow.y)
  }

  static func definition(of round: RoundID, _ db: Connection) throws -> (
    RoundDefinition, RoundStatus
  )? {
    try db.query("SELECT codename, status FROM rounds WHERE id = ?", round.description) { row in
      RoundCatalogue.round(row.string(0)).flatMap { definition in
        RoundStatus(rawValue: row.string(1)).map { (definition, $0) }
      }
    }.first ?? nil
  }

  static func arrows(of round: RoundID, _ db: Connection) throws -> [ScoredArrow] {
    try db.query(
      """
      SELECT e.end_number, a.arrow_index, a.points, a.is_x, a.is_miss, a.x, a.y
      FROM arrows a JOIN ends e ON e.id = a.end_id WHERE e.round_id = ?
      ORDER BY e.end_number, a.arrow_index
      """, round.description
    ) { row in
      ScoredArrow(
        endNumber: row.int(0), arrowIndex: row.int(1),
        value: ArrowValue(uncheckedPoints: row.int(2), isX: row.bool(3), isMiss: row.bool(4)),
        x: row.double(5), y: row.double(6))
    }
  }
}
