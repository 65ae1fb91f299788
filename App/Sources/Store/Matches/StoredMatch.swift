public import CoreInterfaces
public import Foundation

/// A match as its rows keep it (docs/STORE.md, "Matches"), read once for every room: its
/// entrants and the match replayed through the rulebook from its sets and shoot-off arrows.
/// Rows the rules refuse are damage naming the match; nothing derived is stored to disagree.
public struct StoredMatch: Sendable {
  /// One entrant's row.
  public struct Entrant: Sendable {
    /// The side they shoot for.
    public let side: MatchSide
    /// The store archer, or `nil` for a guest (or an archer since removed).
    public let archer: ArcherID?
    /// The name kept for them.
    public let name: String
  }

  /// The match's ID as stored.
  public let id: String
  /// When it was started.
  public let created: Date
  /// Its entrants, side A first, each side in order.
  public let entrants: [Entrant]
  /// The match as shot so far, replayed.
  public let match: Match

  /// Match `id` read from `db`; `nil` when there is no such match.
  public static func read(_ id: String, _ db: Connection) throws -> StoredMatch? {
    let heads = try db.query("SELECT format, created_at FROM matches WHERE id = ?", id) {
      ($0.string(0), $0.double(1) ?? 0)
    }
    guard let (formatText, created) = heads.first else { return nil }
    func damage(_ problem: String) -> StoreDamage {
      StoreDamage(row: "match", problem: problem, id: id)
    }
    guard let format = MatchFormat(rawValue: formatText) else {
      throw damage("its format '\(formatText)' is not one")
    }
    let entrants = try db.query(
      """
      SELECT side, coalesce(archer_id, ''), name FROM match_entrants WHERE match_id = ?
      ORDER BY side, position
      """, id
    ) {
      Entrant(
        side: $0.string(0) == "a" ? .a : .b, archer: ArcherID(uuidString: $0.string(1)),
        name: $0.string(2))
    }
    let sets = try db.query(
      "SELECT arrows_a, arrows_b FROM match_sets WHERE match_id = ? ORDER BY set_number", id
    ) { (a: $0.string(0), b: $0.string(1)) }
    let arrows = try db.query(
      """
      SELECT shoot_off, side, arrow, distance_mm FROM match_shoot_off_arrows
      WHERE match_id = ? ORDER BY shoot_off, side, position
      """, id
    ) { ($0.int(0), $0.string(1), $0.string(2), $0.double(3)) }
    do {
      var shootOffs: [(a: [ShootOffArrow], b: [ShootOffArrow])] = []
      for (number, side, text, distance) in arrows where number >= 1 {
        while shootOffs.count < number { shootOffs.append((a: [], b: [])) }
        let value = try ArrowValue(notation: text, on: MatchFormat.system)
        let arrow = try ShootOffArrow(value: value, distanceMillimetres: distance)
        if side == "a" {
          shootOffs[number - 1].a.append(arrow)
        } else {
          shootOffs[number - 1].b.append(arrow)
        }
      }
      let match = try Match.replay(format, sets: sets, shootOffs: shootOffs)
      return StoredMatch(
        id: id, created: Date(timeIntervalSince1970: created), entrants: entrants, match: match)
    } catch let error as SQLiteError {
      throw error  // the file's, not this match's: the store names it (`Opener.damage`)
    } catch {
      throw damage((error as? any LocalizedError)?.errorDescription ?? "\(error)")
    }
  }

  /// The IDs of every match, newest first.
  public static func ids(_ db: Connection) throws -> [String] {
    try db.query("SELECT id FROM matches ORDER BY created_at DESC, id") { $0.string(0) }
  }

  /// The matches `archer` (the active archer when `nil`) shoots in, newest first, with their
  /// side; read through the entrants' archer index.
  public static func sides(of archer: ArcherID?, _ db: Connection) throws -> [(
    id: String, side: MatchSide
  )] {
    let who = archer.map { _ in "?" } ?? ActiveArcher.value
    let parameters: [any SQLiteBindable] = archer.map { [$0.description] } ?? []
    return try db.query(
      """
      SELECT e.match_id, e.side FROM match_entrants e JOIN matches m ON m.id = e.match_id
      WHERE e.archer_id = \(who) ORDER BY m.created_at DESC, m.id
      """, parameters
    ) { (id: $0.string(0), side: $0.string(1) == "a" ? MatchSide.a : .b) }
  }
}
