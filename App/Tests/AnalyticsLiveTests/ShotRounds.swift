import CoreInterfaces
import Foundation
import Store

/// Writes a shot round straight into the schema, the way scoring leaves it: Analytics' room reads
/// those tables but must not import Scoring's room, so its tests lay the rows down themselves.
enum ShotRounds {
  /// Saves a completed round of `codename` whose arrows are `notations` (`X`, `10`…`1`, `M`)
  /// in ends of `perEnd`; returns its ID.
  static func save(
    _ codename: String, arrows notations: [String], perEnd: Int, system: ScoringSystem,
    createdAt: Double = Date().timeIntervalSince1970, in database: Database
  ) async throws -> RoundID {
    let id = RoundID()
    let values = try notations.map { try ArrowValue(notation: $0, on: system) }
    try await database.write { db in
      _ = try db.run(
        """
        INSERT INTO rounds (id, codename, status, created_at, updated_at)
        VALUES (?, ?, 'completed', ?, ?)
        """, id.description, codename, createdAt, createdAt)
      for (place, value) in values.enumerated() {
        _ = try db.run(
          "INSERT INTO ends (round_id, end_number) VALUES (?, ?) ON CONFLICT DO NOTHING",
          id.description, place / perEnd + 1)
        _ = try db.run(
          """
          INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
          VALUES (?, ?, ?, ?, ?, ?)
          """, id.description, place / perEnd + 1, place % perEnd, value.points, value.isX,
          value.isMiss)
      }
    }
    return id
  }
}
