import CoreInterfaces
import Foundation
import Scoring
import Store

extension MatchDAO {
  /// Match `id` read from its rows and replayed through the rulebook; rows the rules refuse are
  /// damage naming the match, never a match that disagrees with them.
  static func sheet(_ id: MatchID, _ db: Connection) throws -> MatchSheet {
    let key = id.description
    let heads = try db.query("SELECT format, created_at FROM matches WHERE id = ?", key) {
      ($0.string(0), $0.double(1) ?? 0)
    }
    guard let (formatText, created) = heads.first else {
      throw MatchEntryError.notFound(key)
    }
    func damage(_ problem: String) -> StoreDamage {
      StoreDamage(row: "match", problem: problem, id: key)
    }
    guard let format = MatchFormat(rawValue: formatText) else {
      throw damage("its format '\(formatText)' is not one")
    }
    let entrants = try db.query(
      "SELECT side, coalesce(archer_id, ''), name FROM match_entrants WHERE match_id = ? ORDER BY side, position",
      key
    ) { row in (row.string(0), row.string(1), row.string(2)) }
    let sets = try db.query(
      "SELECT arrows_a, arrows_b FROM match_sets WHERE match_id = ? ORDER BY set_number", key
    ) { (a: $0.string(0), b: $0.string(1)) }
    let arrows = try db.query(
      """
      SELECT shoot_off, side, arrow, distance_mm FROM match_shoot_off_arrows
      WHERE match_id = ? ORDER BY shoot_off, side, position
      """, key
    ) { ($0.int(0), $0.string(1), $0.string(2), $0.double(3)) }
    do {
      var sideA: [MatchEntrant] = []
      var sideB: [MatchEntrant] = []
      for (side, archer, name) in entrants {
        let entrant = try MatchEntrant(name: name, archer: ArcherID(uuidString: archer))
        if side == "a" { sideA.append(entrant) } else { sideB.append(entrant) }
      }
      var shootOffs: [(a: [ShootOffArrow], b: [ShootOffArrow])] = []
      for (number, side, text, distance) in arrows {
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
      return try MatchSheet(
        id: id, created: Date(timeIntervalSince1970: created), sideA: sideA, sideB: sideB,
        match: match)
    } catch {
      throw damage("\((error as? any LocalizedError)?.errorDescription ?? "\(error)")")
    }
  }
}
