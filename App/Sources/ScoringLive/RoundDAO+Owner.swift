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
  /// active one (`noArchersRound` when that archer no longer exists); reads nothing else, so a
  /// damaged round of the active archer passes.
  static func checkOwner(_ id: RoundID, _ db: Connection) throws {
    let theirs = try db.scalar(
      "SELECT EXISTS (SELECT 1 FROM archers WHERE archers.id = rounds.archer_id) FROM rounds "
        + "WHERE id = ? AND NOT \(ActiveArcher.matches())", id.description)
    switch theirs {
    case nil: return
    case .integer(0)?: throw ScoringError.noArchersRound(id)
    default: throw ScoringError.anotherArchersRound(id)
    }
  }

  /// The round `id`, if it is the active archer's and no club target holds it: every arrow
  /// entered, undone or corrected outside a target, and every deletion, reads it here.
  static func scorable(_ id: RoundID, _ db: Connection) throws -> ShotRound {
    let round = try owned(id, db)
    try checkNotOnTarget(id, db)
    return round
  }

  /// Refuses (`onTarget`) when a club target's row names the round `id`: the target keeps its
  /// ends whole and its sheets agreed, so only `club end` and `club correct` change them.
  static func checkNotOnTarget(_ id: RoundID, _ db: Connection) throws {
    let rows = try db.query(
      "SELECT target_id, letter FROM target_archers WHERE round_id = ? LIMIT 1", id.description
    ) { ($0.string(0), $0.string(1)) }
    guard let (target, letter) = rows.first else { return }
    throw ScoringError.onTarget(id, target: String(target.prefix(8)), letter: letter)
  }
}
