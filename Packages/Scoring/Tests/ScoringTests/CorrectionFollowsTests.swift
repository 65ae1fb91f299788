import CoreInterfaces
import CoreInterfacesTestSupport
import Scoring
import Testing

/// A correction changes a value, never where scoring stands, and a completed round's card
/// follows it at once (issue 27, "The card goes stale").
@MainActor
@Suite("Corrections in live scoring", .dependencies(), .timeLimit(.minutes(1)))
struct CorrectionFollowsTests {
  let tracked = TrackedRounds()
  /// Corrections asked of the store: the store keeps what it holds (the value is the model's
  /// to re-read), so a test sees only what the model does around one.
  let edits = Spy<[Int], Void> { _ in }

  func withStore<R>(_ body: () async throws -> R) async rethrows -> R {
    let edits = edits
    return try await withDependencies {
      tracked.install(&$0)
      $0.roundCorrections.editArrow = { _, arrow, _ in
        _ = try await edits([arrow.endNumber, arrow.arrowIndex])
        return []
      }
    } operation: {
      try await body()
    }
  }

  @Test func aCorrectionInAFullEndEnterHasNotCompletedNeitherEndsItNorOpensTheNext() async throws {
    let model = try await tracked.model("bray_i")  // ends of 3
    let entered = await withStore {
      await model.enter(line: ["X", "10", "9"].map(ArrowInput.notation), completingFullEnds: false)
    }
    #expect(entered && model.currentEndNumber == 1, "Enter has not ended end 1")
    #expect(await withStore { await model.correct(end: 1, arrow: 2, to: "8") })
    #expect(edits.calls == [[1, 2]])
    #expect(model.currentEndNumber == 1, "the correction did not end end 1")
    #expect(model.currentEnd.count == 3)
    #expect(await withStore { await model.enter(notation: "7") } == false, "Enter first")
    #expect(await withStore { await model.completeEnd() })
    #expect(model.currentEndNumber == 2)
  }

  @Test func aCompletedRoundsCardIsReadAgainAfterACorrection() async throws {
    let model = try await tracked.model("bray_i")  // 30 arrows
    let line = Array(repeating: ArrowInput.notation("9"), count: 30)
    #expect(await withStore { await model.enter(line: line, completingFullEnds: true) })
    #expect(model.round?.status == .completed)
    #expect(tracked.results.calls == [model.roundID], "read at completion")
    #expect(await withStore { await model.correct(end: 10, arrow: 2, to: "10") })
    #expect(tracked.results.calls == [model.roundID, model.roundID], "read again at once")
  }

  /// Stranger finding 23: an end the round has not is named as such, not "no arrow yet".
  @Test func aCorrectionPastTheLastEndSaysHowManyEndsTheRoundHas() async throws {
    let model = try await tracked.model("bray_i")  // 10 ends of 3
    let line = Array(repeating: ArrowInput.notation("9"), count: 30)
    #expect(await withStore { await model.enter(line: line, completingFullEnds: true) })
    #expect(await withStore { await model.correct(end: 11, arrow: 0, to: "9") } == false)
    #expect(model.error?.message == "End 11 is outside this round's 10 ends.")
    #expect(await withStore { await model.correct(end: 1, arrow: 3, to: "9") } == false)
    #expect(model.error?.message == "Arrow 4 is outside an end of 3 arrows.")
    #expect(edits.calls.isEmpty)
  }

  @Test func undoOnACompletedRoundPointsToCorrections() async throws {
    let model = try await tracked.model("bray_i")
    let line = Array(repeating: ArrowInput.notation("9"), count: 30)
    #expect(await withStore { await model.enter(line: line, completingFullEnds: true) })
    #expect(await withStore { await model.undo() } == false)
    #expect(model.error?.message.contains("corrected, not undone") == true)
    #expect(model.error?.message.contains("'e END ARROW VALUE'") == true, "the app's keys")
    #expect(model.arrows.count == 30)
  }
}
