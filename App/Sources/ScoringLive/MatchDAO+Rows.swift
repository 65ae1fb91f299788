import CoreInterfaces
import Foundation
import Scoring
import Store

extension MatchDAO {
  /// Match `id` as its rows keep it, replayed through the rulebook (`StoredMatch`).
  static func sheet(_ id: MatchID, _ db: Connection) throws -> MatchSheet {
    let key = id.description
    guard let stored = try StoredMatch.read(key, db) else { throw MatchEntryError.notFound(key) }
    do {
      var sides: [MatchSide: [MatchEntrant]] = [:]
      for entrant in stored.entrants {
        sides[entrant.side, default: []].append(
          try MatchEntrant(name: entrant.name, archer: entrant.archer))
      }
      return try MatchSheet(
        id: id, created: stored.created, sideA: sides[.a] ?? [], sideB: sides[.b] ?? [],
        match: stored.match)
    } catch {
      throw StoreDamage(row: "match", problem: error.errorDescription ?? "\(error)", id: key)
    }
  }
}
