public import Analytics
public import CoreInterfaces
import Store

extension AnalyticsDAO {
  /// `archer`'s matches (the active archer's when `nil`) counted together, each replayed
  /// through the rulebook from its stored sets; a match whose rows do not replay is damage
  /// naming it, not counted, and reported beside the tally.
  public func matchHistory(_ archer: ArcherID?) async throws -> MatchHistory {
    try await database.read { db in
      var tally = MatchTally()
      var damaged: [StoreDamage] = []
      for (id, side) in try StoredMatch.sides(of: archer, db) {
        do {
          if let stored = try StoredMatch.read(id, db) {
            tally.add(MatchSummary(stored.match, side: side))
          }
        } catch let damage as StoreDamage {
          damaged.append(damage)
        }
      }
      return MatchHistory(tally, damaged: damaged)
    }
  }
}
