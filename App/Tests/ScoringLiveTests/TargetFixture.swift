import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// Ana (stored) and the guest Bo on a WA 18 target in `database`, end 1 in: the target and Ana's
/// round. The target the guard and withdrawal tests start from.
func layDownAnaAndBoOnATarget(_ database: Database) async throws -> (UUID, RoundID) {
  let ana = ArcherID()
  try await layDownArcher(ana, in: database)
  let targets = TargetClient.live(database)
  let round = try #require(RoundCatalogue.round("wa18"))
  let board = try await targets.start(
    round, [.init(.archer(ana, name: "Ana")), .init(.guest(name: "Bo"))], false)
  _ = try await targets.enter(board.id, .a, ["10", "9", "9"], 1)
  _ = try await targets.enter(board.id, .b, ["8", "8", "8"], 1)
  return (board.id, try #require(board.rounds[.a]))
}
