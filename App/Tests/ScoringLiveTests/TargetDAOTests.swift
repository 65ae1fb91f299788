import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import ScoringTestSupport
import Store
import Testing

/// The live target client keeps the contract (Scoring runs it against the in-memory one), and
/// what only the store shows: a stored archer's end goes into their own round, which completes
/// there, while `saveArrows` still refuses that round to anyone but its archer.
@Suite("Target client (SQLite)", .timeLimit(.minutes(1)))
struct TargetDAOTests {
  @Test(arguments: TargetClientContract.checks)
  func keepsTheContract(_ check: TargetClientContract.Check) async throws {
    try await TargetClientContract(client: .live(try Database(.inMemory))).verify(check)
  }

  @Test func aStoredArchersEndsGoIntoTheirOwnRoundOnlyThroughTheTarget() async throws {
    let database = try Database(.inMemory)
    let ana = ArcherID()
    let ben = ArcherID()
    try await layDownArcher(ana, in: database)
    try await layDownArcher(ben, in: database)  // Ben is active now
    let targets = TargetClient.live(database)
    let round = try #require(RoundCatalogue.round("wa18"))
    let board = try await targets.start(
      round, [.init(.archer(ana, name: "Ana")), .init(.guest(name: "Cleo"))], false)
    let anaRound = try #require(board.rounds[.a])
    #expect(board.rounds[.b] == nil, "a guest's round stays with the target")
    for _ in 1...20 {
      _ = try await targets.enter(board.id, .a, ["10", "9", "9"], 1)
      _ = try await targets.enter(board.id, .b, ["8", "8", "8"], 1)
    }
    let rounds = RoundClient.live(database)
    #expect(try await rounds.round(anaRound).status == .completed)
    #expect(try await rounds.arrows(anaRound).count == 60)
    // The round is Ana's: Ben, active, cannot write it except through the target.
    await #expect(throws: ScoringError.anotherArchersRound(anaRound)) {
      try await rounds.saveArrow(
        anaRound, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss), [], by: UUID())
    }
    let owner = try await database.read { db in
      try db.query("SELECT archer_id FROM rounds WHERE id = ?", anaRound.description) {
        $0.string(0)
      }
    }
    #expect(owner == [ana.description])
    _ = try await targets.correct(board.id, .a, 20, 3, "X", nil)
    let corrected = try await rounds.arrows(anaRound)
    #expect(corrected.last?.value.isX == true, "a correction reaches the completed round")
  }

  @Test func aGuestArrowAtAnEndNoRoundHasIsDamageNotAHugeRead() async throws {
    let database = try Database(.inMemory)
    let targets = TargetClient.live(database)
    let round = try #require(RoundCatalogue.round("wa18"))
    let board = try await targets.start(round, [.init(.guest(name: "Cleo"))], false)
    try await database.write { db in
      _ = try db.run(
        """
        INSERT INTO target_guest_arrows
          (target_id, letter, end_number, arrow_index, points, is_x, is_miss)
        VALUES (?, 'A', 900000000, 0, 9, 0, 0)
        """, board.id.uuidString.lowercased())
    }
    await #expect(throws: StoreDamage.self) { _ = try await targets.board(board.id) }
  }
}
