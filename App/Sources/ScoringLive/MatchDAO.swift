public import CoreInterfaces
import Foundation
public import Scoring
public import Store

/// Head-to-head matches in SQLite (docs/STORE.md, "Matches"): a match, its entrants, its sets
/// as both sides' arrows in the rulebook's notation, and its shoot-off arrows. Where a match
/// stands is never stored: every read replays the stored sets through the rulebook, and every
/// write checks the next set against that replay inside the transaction that saves it.
public struct MatchDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Stores a new match with its entrants, in one transaction.
  public func start(_ sheet: MatchSheet) async throws -> MatchSheet {
    try await database.write { db in
      _ = try db.run(
        "INSERT INTO matches (id, format, created_at) VALUES (?, ?, ?)", sheet.id.description,
        sheet.match.format.rawValue, sheet.created.timeIntervalSince1970)
      for side in MatchSide.allCases {
        for (index, entrant) in sheet.entrants(side).enumerated() {
          _ = try db.run(
            """
            INSERT INTO match_entrants (match_id, side, position, archer_id, name)
            VALUES (?, ?, ?, ?, ?)
            """, sheet.id.description, side.rawValue, index + 1, entrant.archer?.description,
            entrant.name)
        }
      }
      for (index, set) in sheet.match.sets.enumerated() {
        try Self.insert(set, number: index + 1, of: sheet.id, db)
      }
      return try Self.sheet(sheet.id, db)
    }
  }

  /// One match, replayed.
  public func match(_ id: MatchID) async throws -> MatchSheet {
    try await database.read { try Self.sheet(id, $0) }
  }

  /// Every match, newest first; a match whose rows do not replay is a damaged row naming it.
  public func list() async throws -> Listed<MatchSheet> {
    try await database.read { db in
      let ids = try StoredMatch.ids(db)
      return Listed(
        reading: try ids.map { text -> Result<MatchSheet, StoreDamage> in
          do {
            guard let id = MatchID(uuidString: text) else {
              throw StoreDamage(row: "match", problem: "its ID is not one", id: text)
            }
            return .success(try Self.sheet(id, db))
          } catch let damage as StoreDamage {
            return .failure(damage)
          } catch let error as SQLiteError {
            throw error  // the file's (a table another program dropped), not one match's
          } catch {
            return .failure(StoreDamage(row: "match", problem: "\(error)", id: text))
          }
        })
    }
  }

  /// Shoots the next set: the rulebook checks it against the match as stored, inside the
  /// transaction that saves it, so a refusal saves nothing and two writers cannot both shoot it.
  /// With `number` (the set the scorer saw was next), a set entered meanwhile is refused here.
  public func shoot(_ id: MatchID, a: [ArrowValue], b: [ArrowValue], asSet number: Int? = nil)
    async throws -> MatchSheet
  {
    try await database.write { db in
      var sheet = try Self.sheet(id, db)
      try sheet.match.shoot(a: a, b: b, asSet: number)
      guard let set = sheet.match.sets.last else { return sheet }  // shoot appended it
      try Self.insert(set, number: sheet.match.sets.count, of: id, db)
      return try Self.sheet(id, db)
    }
  }

  /// Shoots the shoot-off that is due, checked and saved as ``shoot(_:a:b:asSet:)`` is.
  public func shootOff(_ id: MatchID, a: [ShootOffArrow], b: [ShootOffArrow]) async throws
    -> MatchSheet
  {
    try await database.write { db in
      var sheet = try Self.sheet(id, db)
      try sheet.match.shootOff(a: a, b: b)
      let number = sheet.match.shootOffs.count
      for (side, arrows) in [(MatchSide.a, a), (.b, b)] {
        for (index, arrow) in arrows.enumerated() {
          _ = try db.run(
            """
            INSERT INTO match_shoot_off_arrows
              (match_id, shoot_off, side, position, arrow, distance_mm)
            VALUES (?, ?, ?, ?, ?, ?)
            """, id.description, number, side.rawValue, index + 1, arrow.value.description,
            arrow.distanceMillimetres)
        }
      }
      return try Self.sheet(id, db)
    }
  }

  /// The match now and again after every commit that changes a table it read.
  public func observeMatch(_ id: MatchID) -> Flow<MatchSheet> {
    database.observe { try Self.sheet(id, $0) }
  }

  static func insert(_ set: MatchSet, number: Int, of id: MatchID, _ db: Connection) throws {
    _ = try db.run(
      "INSERT INTO match_sets (match_id, set_number, arrows_a, arrows_b) VALUES (?, ?, ?, ?)",
      id.description, number, Match.written(set.a), Match.written(set.b))
  }
}
