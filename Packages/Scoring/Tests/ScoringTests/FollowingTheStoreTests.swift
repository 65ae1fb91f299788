import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

/// An open scoring screen follows the round in the store: another writer's arrows, undo and
/// status change reach the sheet without a key being pressed.
@MainActor
@Suite("Scoring follows the store", .dependencies(), .timeLimit(.minutes(1)))
struct FollowingTheStoreTests {
  let tracked = TrackedRounds()

  @Test func anArrowSavedByAnotherWriterReachesAnOpenSheet() async throws {
    let model = try await tracked.model("wa720_70")
    await tracked.installed { model.start() }
    #expect(await tracked.installed { await model.enter(notation: "9") })
    let nine = try ArrowValue(points: 9, on: .tenZone)
    let theirs = ScoredArrow(endNumber: 1, arrowIndex: 1, value: .miss)
    try await tracked.store.saveArrows(
      model.roundID, [theirs], [ArrowEntry(nine)], UUID())
    try await eventually("the other writer's arrow on the sheet") { model.currentEnd.count == 2 }
    #expect(model.currentEnd.map(\.description) == ["9", "M"])
    #expect(model.runningTotal == 9)
    #expect(!(await tracked.installed { await model.undo() }), "their arrow is not mine to undo")
    #expect(model.error == UserFacingError(ScoringError.enteredElsewhere))
  }

  @Test func aStatusChangedElsewhereReachesAnOpenSheetAndItsOwnErrorStays() async throws {
    let model = try await tracked.model("wa720_70")
    await tracked.installed { model.start() }
    #expect(!(await tracked.installed { await model.enter(notation: "11") }))
    let refused = model.error
    try await tracked.store.setStatus(model.roundID, .cancelled)
    try await eventually("the cancelled status on the sheet") { model.round?.status == .cancelled }
    #expect(model.error == refused, "following the store is no intent: the message stays")
  }

  @Test func anotherWritersLastArrowCompletesTheOpenSheetAndBringsItsCard() async throws {
    let model = try await tracked.model("bray_i")  // 30 arrows, ends of 3
    await tracked.installed { model.start() }
    let nine = try ArrowValue(points: 9, on: .tenZone)
    let all = (0..<30).map { ScoredArrow(endNumber: $0 / 3 + 1, arrowIndex: $0 % 3, value: nine) }
    try await tracked.store.saveArrows(model.roundID, all, [], UUID())  // as if by the CLI
    try await eventually("the completed round on the sheet") { model.result.value != nil }
    #expect(model.round?.status == .completed)
    #expect(model.runningTotal == 270)
    #expect(tracked.results.calls == [model.roundID])
  }

  @Test func aFailingObservationIsReported() async throws {
    let model = try await tracked.model("wa720_70")
    let id = model.roundID
    withDependencies {
      $0.rounds.observeArrows = { _ in
        Flow { continuation in
          continuation.finish(throwing: ScoringError.roundNotFound(id))
          return .none
        }
      }
    } operation: {
      model.start()
    }
    try await eventually("the failure reported") { model.error != nil }
    #expect(model.error == UserFacingError(ScoringError.roundNotFound(model.roundID)))
  }
}
