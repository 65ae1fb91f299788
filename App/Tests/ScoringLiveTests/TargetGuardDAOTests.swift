import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import ScoringTestSupport
import Store
import Testing

/// Where the target's guards live in the store: `RoundDAO.scorable` refuses a target's round to
/// every round write outside the target, the target refuses a round closed with `quiver rounds`,
/// and a stored archer with an unfinished round of the kind starts on no target.
@Suite("Target guards (SQLite)", .timeLimit(.minutes(1)))
struct TargetGuardDAOTests {
  /// Ana (active) on a WA 18 target with a guest, end 1 in: the target and Ana's round.
  func anaOnATarget(_ database: Database) async throws -> (UUID, RoundID) {
    try await layDownAnaAndBoOnATarget(database)
  }

  @Test func everyRoundWriteOutsideTheTargetIsRefusedAndChangesNothing() async throws {
    let database = try Database(.inMemory)
    let (target, anaRound) = try await anaOnATarget(database)
    let refusal = ScoringError.onTarget(
      anaRound, target: String(target.uuidString.lowercased().prefix(8)), letter: "A")
    let rounds = RoundClient.live(database)
    let before = try await rounds.arrows(anaRound)
    await #expect(throws: refusal) {
      try await rounds.saveArrow(
        anaRound, ScoredArrow(endNumber: 2, arrowIndex: 0, value: .miss), [], by: UUID())
    }
    let last = try #require(before.last)
    await #expect(throws: refusal) { try await rounds.deleteArrow(anaRound, last) }
    let corrections = RoundCorrectionClient.live(database)
    await #expect(throws: refusal) { try await corrections.delete(anaRound) }
    #expect(try await rounds.arrows(anaRound) == before)
    #expect(refusal.text(for: .commandLine).contains("'quiver club correct A END ARROW VALUE"))
    #expect(!refusal.text(for: .app).contains("quiver"))
  }

  @Test func aRoundCancelledOrEndedEarlyTakesNoEndFromTheTarget() async throws {
    let database = try Database(.inMemory)
    let (target, anaRound) = try await anaOnATarget(database)
    let rounds = RoundClient.live(database)
    let targets = TargetClient.live(database)
    try await rounds.setStatus(anaRound, .cancelled)
    await #expect(throws: TargetError.roundClosed(.a, end: 2, .cancelled)) {
      _ = try await targets.enter(target, .a, ["9", "9", "9"], 1)
    }
    #expect(try await rounds.arrows(anaRound).count == 3)
    // A correction still reaches it, as `rounds edit` reaches a cancelled round.
    _ = try await targets.correct(target, .a, 1, 1, "X", nil)
    #expect(try await rounds.arrows(anaRound).first?.value.isX == true)
  }

  @Test func anArcherWithAnUnfinishedRoundOfTheKindStartsOnNoTarget() async throws {
    let database = try Database(.inMemory)
    let (target, anaRound) = try await anaOnATarget(database)
    let targets = TargetClient.live(database)
    let round = try #require(RoundCatalogue.round("wa18"))
    let ana = try #require(try await targets.board(target).target.archers.first)
    guard case .archer(let id, _) = ana.who else { Issue.record("Ana is stored"); return }
    await #expect(
      throws: TargetError.unfinishedRound(
        name: "Ana", roundName: round.name, round: String(anaRound.description.prefix(8)),
        target: String(target.uuidString.lowercased().prefix(8)))
    ) {
      _ = try await targets.start(round, [.init(.archer(id, name: "Ana"))], false)
    }
    #expect(try await targets.find(nil) == target, "nothing was started")
  }

  /// stranger29b N3: removing an archer who shot on a target keeps their name and arrows there
  /// as a guest's, as a match keeps a removed archer's name; the target goes on.
  @Test func anArcherWhoShotOnATargetIsRemovedAndStaysThereAsAGuest() async throws {
    let database = try Database(.inMemory)
    let (target, _) = try await anaOnATarget(database)
    let ana = try #require(try await targets(database).board(target).target.archers.first)
    guard case .archer(let id, let name) = ana.who else { Issue.record("Ana is stored"); return }
    try await layDownArcher(ArcherID(), in: database)  // someone else is active
    try await ArchersDAO(database).remove(id)
    let board = try await targets(database).board(target)
    #expect(board.target.archers.first?.who == .guest(name: name))
    #expect(board.target.ends(of: .a).first?.map(\.points) == [10, 9, 9], "the arrows stay")
    #expect(board.rounds[.a] == nil)
    _ = try await targets(database).enter(target, .a, ["8", "8", "8"], 1)
    #expect(try await targets(database).board(target).target.ends(of: .a).count == 2)
  }

  func targets(_ database: Database) -> TargetClient { .live(database) }
}
