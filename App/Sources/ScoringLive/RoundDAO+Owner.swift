import CoreInterfaces
import Scoring
import Store

extension RoundDAO {
  /// The round `id`, if it is the active archer's to change: every write to a round reads it
  /// here, so no command or screen changes another archer's round (`anotherArchersRound`).
  static func owned(_ id: RoundID, _ db: Connection) throws -> ShotRound {
    let round = try round(id, db)
    try checkOwner(id, db)
    return round
  }

  /// Refuses (`anotherArchersRound`) when the round `id` is stored for an archer other than the
  /// active one; reads nothing else, so a damaged round of the active archer passes.
  static func checkOwner(_ id: RoundID, _ db: Connection) throws {
    let theirs = try db.scalar(
      "SELECT 1 FROM rounds WHERE id = ? AND NOT \(ActiveArcher.matches())", id.description)
    if theirs != nil { throw ScoringError.anotherArchersRound(id) }
  }
}
