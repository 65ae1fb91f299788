import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import ScoringTestSupport
import Store
import Testing

/// A stored archer whose own round is cancelled or ended early withdraws from the target: the
/// target goes on without them (stranger29b N1), and an end's option lines are all or none in one
/// transaction (N19).
@Suite("Target withdrawal (SQLite)", .timeLimit(.minutes(1)))
struct TargetWithdrawalDAOTests {
  /// Ana (stored) and the guest Bo on a WA 18 target, end 1 in: the target and Ana's round.
  func anaAndBo(_ database: Database) async throws -> (UUID, RoundID) {
    try await layDownAnaAndBoOnATarget(database)
  }

  // `.completed` with 3 of 60 arrows in is a round ended early (`rounds finish`).
  @Test(arguments: [RoundStatus.cancelled, .completed])
  func aClosedRoundWithdrawsItsArcherAndTheTargetGoesOn(_ status: RoundStatus) async throws {
    let database = try Database(.inMemory)
    let (target, anaRound) = try await anaAndBo(database)
    try await RoundClient.live(database).setStatus(anaRound, status)
    let targets = TargetClient.live(database)
    for end in 2...4 {
      let outcome = try await targets.enter(target, .b, ["7", "7", "7"], 1)
      #expect(
        outcome
          == .saved(
            .b, end: end, Array(repeating: try ArrowValue(points: 7, on: .tenZone), count: 3)))
    }
    let board = try await targets.board(target)
    #expect(board.target.isWithdrawn(.a))
    #expect(board.target.waiting == [.b])
    #expect(board.target.currentEnd == 5)
    #expect(board.target.ends(of: .a).count == 1, "Ana's arrows stay")
  }

  @Test func anEndsLinesAreAllOrNone() async throws {
    let database = try Database(.inMemory)
    let (target, anaRound) = try await anaAndBo(database)
    let targets = TargetClient.live(database)
    await #expect(throws: TargetError.self) {
      _ = try await targets.enterAll(
        target, [(.a, ["9", "9", "9"]), (.b, ["9", "9", "12"])], 1, nil)
    }
    #expect(try await RoundClient.live(database).arrows(anaRound).count == 3, "A's line unsaved")
    let outcomes = try await targets.enterAll(
      target, [(.a, ["9", "9", "9"]), (.b, ["9", "9", "9"])], 1, nil)
    #expect(outcomes.count == 2)
    #expect(try await targets.board(target).target.currentEnd == 3)
  }

  /// stranger29c C1: removing an archer who had withdrawn keeps them withdrawn as the guest; the
  /// target does not jump back to wait for their next end.
  @Test(arguments: [RoundStatus.cancelled, .completed])
  func aWithdrawnArcherRemovedStaysWithdrawn(_ status: RoundStatus) async throws {
    let database = try Database(.inMemory)
    let (target, anaRound) = try await anaAndBo(database)
    try await RoundClient.live(database).setStatus(anaRound, status)
    let targets = TargetClient.live(database)
    _ = try await targets.enter(target, .b, ["7", "7", "7"], 1)
    let before = try await targets.board(target).target
    guard case .archer(let id, let name) = before.archer(.a)?.who else {
      Issue.record("Ana is stored")
      return
    }
    try await layDownArcher(ArcherID(), in: database)  // someone else is active
    try await ArchersDAO(database).remove(id)
    let board = try await targets.board(target)
    #expect(board.target.archer(.a)?.who == .guest(name: name))
    #expect(board.target.isWithdrawn(.a))
    #expect(board.target.closed[.a] == before.closed[.a], "the same phase")
    #expect(board.target.currentEnd == 3)
    #expect(board.target.waiting == [.b])
    await #expect(throws: TargetError.self) {
      _ = try await targets.enter(target, .a, ["8", "8", "8"], 1)
    }
    _ = try await targets.enter(target, .b, ["7", "7", "7"], 1)
    #expect(try await targets.board(target).target.currentEnd == 4)
  }
}
