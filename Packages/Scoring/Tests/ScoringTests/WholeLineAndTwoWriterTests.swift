import CoreInterfaces
import CoreInterfacesTestSupport
import Scoring
import Testing

/// A line of arrows is checked whole before its first arrow is saved, and a second writer's
/// arrow is never overwritten or undone: the model reloads and says so.
@MainActor
@Suite("Whole lines and two writers", .dependencies(), .timeLimit(.minutes(1)))
struct WholeLineAndTwoWriterTests {
  let tracked = TrackedRounds()

  func scoring(_ codename: String) async throws -> LiveScoringModel {
    try await tracked.model(codename)
  }

  func withRounds<R>(_ body: () async throws -> R) async rethrows -> R {
    try await tracked.installed(body)
  }

  func line(_ model: LiveScoringModel, _ words: String..., fill: Bool = false) async -> Bool {
    await withRounds {
      await model.enter(line: words.map(ArrowInput.notation), completingFullEnds: fill)
    }
  }

  @Test(arguments: [
    (["9", "9", "11"], "Value 3 ('11') was refused"),
    (["9", "9", "9", "9"], "Value 4 ('9') was refused: This end already has its 3 arrows"),
    (["X", "", "9"], "Value 2 ('') was refused"),
  ])
  func aRefusedValueRefusesTheLineAndSavesNone(words: [String], message: String) async throws {
    let model = try await scoring("wa18")
    let saved = await withRounds {
      await model.enter(line: words.map(ArrowInput.notation), completingFullEnds: false)
    }
    #expect(!saved)
    #expect(model.error?.message.hasPrefix(message) == true, "\(model.error?.message ?? "")")
    #expect(model.error?.message.hasSuffix("None of the line was saved.") == true)
    #expect(tracked.saves.callCount == 0)
    #expect(model.arrows.isEmpty)
  }

  @Test func aPlaceOutOfRangeRefusesTheLineToo() async throws {
    let model = try await scoring("wa18")
    let inputs: [ArrowInput] = [.notation("9"), .plotted(x: 1e19, y: 0, arrowNumber: nil)]
    #expect(!(await withRounds { await model.enter(line: inputs, completingFullEnds: false) }))
    #expect(model.error?.message.contains("Arrow position x '1e+19' is out of range") == true)
    #expect(tracked.saves.callCount == 0)
  }

  @Test(arguments: [(10.5, 0.0), (0.0, -10.5), (0.0, Double.nan), (-10.5, 10.0)])
  func aPlottedHitBeyondTheBossIsRefusedOnEitherAxis(x: Double, y: Double) async throws {
    let model = try await scoring("wa18")
    let inputs: [ArrowInput] = [.plotted(x: x, y: y, arrowNumber: nil)]
    #expect(!(await withRounds { await model.enter(line: inputs, completingFullEnds: false) }))
    #expect(model.error?.message.contains("is out of range") == true)
    #expect(tracked.saves.callCount == 0)
    #expect(model.arrows.isEmpty)
  }

  @Test func aPlottedHitAtTheBossEdgeIsKeptWhereItLanded() async throws {
    let model = try await scoring("wa18")
    let inputs: [ArrowInput] = [.plotted(x: -10, y: 10, arrowNumber: nil)]
    #expect(await withRounds { await model.enter(line: inputs, completingFullEnds: false) })
    #expect(model.arrows.first?.entry.position?.x == -10)
    #expect(model.arrows.first?.entry.position?.y == 10)
    #expect(model.arrows.first?.entry.value.isMiss == true)
  }

  @Test func withTheFullEndRuleALineFillsEndsInOrderAndStopsAtTheRoundsEnd() async throws {
    let model = try await scoring("bray_i")  // 30 arrows, ends of 3
    #expect(await line(model, "9", "9", "9", "9", "9", "9", "8", fill: true))
    #expect(model.arrows.map(\.endNumber) == [1, 1, 1, 2, 2, 2, 3])
    let rest = Array(repeating: "5", count: 23)
    let tooMany = await withRounds {
      await model.enter(line: (rest + ["5"]).map(ArrowInput.notation), completingFullEnds: true)
    }
    #expect(!tooMany, "the 24th would be the round's 31st arrow")
    #expect(model.arrows.count == 7, "so none of the 24 was saved")
    #expect(
      await withRounds {
        await model.enter(line: rest.map(ArrowInput.notation), completingFullEnds: true)
      })
    #expect(model.card?.isFull == true)
  }

  @Test func anArrowAfterTheRoundsLastIsRefusedAsAFullRoundNotAFullEnd() async throws {
    let model = try await scoring("bray_i")  // 30 arrows, ends of 3
    let all = Array(repeating: "9", count: 30)
    #expect(
      await withRounds {
        await model.enter(line: all.map(ArrowInput.notation), completingFullEnds: true)
      })
    #expect(!(await line(model, "9")), "the last end is full, and so is the round")
    #expect(model.round?.status == .completed, "its last arrow completed it")
    #expect(
      model.error?.message
        == "The round is completed; it takes no more arrows. " + ScoringError.correctInstead)
    #expect(model.arrows.count == 30)
  }

  @Test func anArrowAnotherWriterSavedFirstIsNeverOverwrittenAndTheModelReloads() async throws {
    let model = try await scoring("wa18")
    #expect(await line(model, "9"))
    // Another writer (a command in another terminal) adds its arrow to the same end.
    let theirs = ScoredArrow(
      endNumber: 1, arrowIndex: 1, value: try ArrowValue(points: 5, on: .tenZone))
    try await tracked.client.saveArrow(model.roundID, theirs, [model.arrows[0].entry])
    #expect(!(await line(model, "X")))
    #expect(model.error?.message.hasPrefix("This round changed elsewhere") == true)
    #expect(model.arrows.map(\.value.points) == [9, 5], "reloaded: the other writer's 5 shows")
    let stored = try await tracked.client.arrows(model.roundID)
    #expect(stored.map(\.value.points) == [9, 5], "the 5 is kept")
    #expect(await line(model, "X"), "entered again after the reload, it lands after the 5")
    #expect(
      try await tracked.client.arrows(model.roundID).map(\.value.description) == ["9", "5", "X"])
  }

  @Test func undoAfterAnotherWritersArrowRemovesNothing() async throws {
    let model = try await scoring("wa18")
    #expect(await line(model, "9"))
    let theirs = ScoredArrow(
      endNumber: 1, arrowIndex: 1, value: try ArrowValue(points: 5, on: .tenZone))
    try await tracked.client.saveArrow(model.roundID, theirs, [model.arrows[0].entry])
    #expect(!(await withRounds { await model.undo() }))
    #expect(model.error?.message.hasPrefix("This round changed elsewhere") == true)
    let stored = try await tracked.client.arrows(model.roundID)
    #expect(stored.map(\.value.points) == [9, 5], "neither arrow removed, no hole")
    #expect(model.arrows == stored)
    #expect(!(await withRounds { await model.undo() }), "the 5 is the other writer's to undo")
    #expect(model.error?.message.hasPrefix("The last arrow was entered elsewhere") == true)
    #expect(try await tracked.client.arrows(model.roundID).map(\.value.points) == [9, 5])
  }

  @Test func afterAConflictUndoStillNeverTakesTheOtherWritersArrow() async throws {
    let model = try await scoring("wa18")
    #expect(await line(model, "7"))
    let theirs = ScoredArrow(
      endNumber: 1, arrowIndex: 1, value: try ArrowValue(points: 5, on: .tenZone))
    try await tracked.client.saveArrow(model.roundID, theirs, [model.arrows[0].entry])
    #expect(!(await line(model, "8")), "refused: changed elsewhere, reloaded")
    #expect(!(await withRounds { await model.undo() }))
    #expect(model.error?.message.hasPrefix("The last arrow was entered elsewhere") == true)
    #expect(try await tracked.client.arrows(model.roundID).map(\.value.points) == [7, 5])
  }

  @Test func twoWritersEnteringTheSameValueAtOnceKeepBothOrRefuseOne() async throws {
    let first = try await scoring("wa18")
    let second = withDependencies {
      tracked.install(&$0)
    } operation: {
      LiveScoringModel(roundID: first.roundID)
    }
    #expect(await withRounds { await second.load() })
    #expect(await line(first, "10"))
    #expect(
      !(await withRounds {
        await second.enter(line: [.notation("10")], completingFullEnds: false)
      }), "the other writer's 10 is not this writer's arrow")
    #expect(second.error?.message.hasPrefix("This round changed elsewhere") == true)
    #expect(try await tracked.client.arrows(first.roundID).count == 1)
  }
}
