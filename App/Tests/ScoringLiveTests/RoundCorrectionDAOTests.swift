import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// Corrections in the store: each one transaction, a refusal changes nothing.
@Suite("Round corrections in the store", .timeLimit(.minutes(1)))
struct RoundCorrectionDAOTests {
  let database: Database
  let rounds: RoundDAO
  init() throws {
    database = try Database(.inMemory)
    rounds = RoundDAO(database)
  }

  /// A WA 18 with `notations` entered from end 1, arrow 1.
  func shot(_ notations: [String]) async throws -> RoundID {
    let id = try await rounds.start(try #require(RoundCatalogue.round("wa18")), setup: nil).id
    let arrows = try notations.enumerated().map { place, text in
      ScoredArrow(
        endNumber: place / 3 + 1, arrowIndex: place % 3,
        value: try ArrowValue(notation: text, on: .tenZone))
    }
    try await rounds.importArrows(id, arrows)
    return id
  }

  func nine(end: Int, arrow: Int) -> ScoredArrow {
    ScoredArrow(
      endNumber: end, arrowIndex: arrow - 1,
      value: ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false))
  }

  @Test func anArrowIsCorrectedInAFinishedRoundAndOnlyIt() async throws {
    let id = try await shot(["X", "10", "8", "7"])
    let old = try await rounds.arrows(id)
    try await rounds.setStatus(id, .cancelled)
    let after = try await rounds.editArrow(id, nine(end: 1, arrow: 3), expecting: old[2].entry)
    #expect(after.map(\.entry.points) == [10, 10, 9, 7])
    #expect(try await rounds.arrows(id) == after)
    #expect(try await rounds.round(id).status == .cancelled)
  }

  @Test func aRefusedCorrectionChangesNothing() async throws {
    let id = try await shot(["X", "10", "8"])
    let before = try await rounds.arrows(id)
    // Another writer changed the arrow since this one read it.
    await #expect(throws: ScoringError.changedElsewhere) {
      try await rounds.editArrow(id, nine(end: 1, arrow: 1), expecting: before[2].entry)
    }
    await #expect(throws: CorrectionError.noArrow(end: 2, arrow: 1)) {
      try await rounds.editArrow(id, nine(end: 2, arrow: 1), expecting: before[0].entry)
    }
    let eleven = ScoredArrow(
      endNumber: 1, arrowIndex: 0, value: ArrowValue(uncheckedPoints: 11, isX: false, isMiss: false)
    )
    await #expect(throws: ScoringError.self) {
      try await rounds.editArrow(id, eleven, expecting: before[0].entry)
    }
    await #expect(throws: ScoringError.self) {
      try await rounds.editArrow(id, nine(end: 21, arrow: 1), expecting: before[0].entry)
    }
    #expect(try await rounds.arrows(id) == before)
  }

  @Test func aRenameChangesOnlyThisRoundsName() async throws {
    let id = try await shot(["9"])
    let other = try await shot(["9"])
    #expect(try await rounds.rename(id, to: "  Club night ").definition.name == "Club night")
    #expect(try await rounds.round(id).definition.name == "Club night")
    #expect(try await rounds.round(other).definition.name == "WA 18 m")
    await #expect(throws: ValueRangeError.self) { try await rounds.rename(id, to: "   ") }
    #expect(try await rounds.round(id).definition.name == "Club night")
  }

  @Test func aDeletedRoundTakesItsEndsAndArrowsAndOnlyThem() async throws {
    let id = try await shot(["X", "10", "8", "7"])
    let kept = try await shot(["9"])
    try await rounds.delete(id)
    await #expect(throws: ScoringError.roundNotFound(id)) { try await rounds.round(id) }
    let left = try await database.read { db in
      try db.query("SELECT (SELECT count(*) FROM ends), (SELECT count(*) FROM arrows)") {
        [$0.int(0), $0.int(1)]
      }
    }
    #expect(left == [[1, 1]])
    #expect(try await rounds.arrows(kept).count == 1)
    await #expect(throws: ScoringError.roundNotFound(id)) { try await rounds.delete(id) }
  }

  @Test func aPaperRoundIsSavedWholeAndCompletedOnItsDay() async throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    let day = try PaperRound.day("2026-01-31", now: Date())
    let paper = try PaperRound(
      definition: wa18, shotOn: day, bowStyle: .compound,
      ends: Array(repeating: ["10", "9", "M"], count: 20))
    let round = try await rounds.addShot(paper)
    let stored = try await rounds.round(round.id)
    #expect(stored.status == .completed)
    #expect(stored.bowStyle == .compound)
    #expect(stored.startedAt == day)
    #expect(try await rounds.arrows(round.id) == paper.arrows)
    #expect(try await rounds.list().items.map(\.score) == [380])
  }
}
