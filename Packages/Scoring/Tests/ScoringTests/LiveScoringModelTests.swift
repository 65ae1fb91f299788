import CoreInterfaces
import CoreInterfacesTestSupport
import Scoring
import Testing

@MainActor
@Suite("Live scoring", .dependencies(), .timeLimit(.minutes(1)))
struct LiveScoringModelTests {
  let tracked = TrackedRounds()

  /// A model over a new round of `codename`, loaded, with the tracked store installed.
  func scoring(_ codename: String, style: BowStyle? = nil) async throws -> LiveScoringModel {
    try await tracked.model(codename, style: style)
  }

  /// Runs `body` with the tracked store installed (a model reads its client when it runs).
  func withRounds<R>(_ body: () async throws -> R) async rethrows -> R {
    try await tracked.installed(body)
  }

  /// Enters `notations` as one line, a full end completed by the next arrow.
  func fill(_ model: LiveScoringModel, _ notations: [String]) async -> Bool {
    await withRounds {
      await model.enter(line: notations.map(ArrowInput.notation), completingFullEnds: true)
    }
  }

  func enter(_ model: LiveScoringModel, _ notations: String...) async -> [Bool] {
    var results: [Bool] = []
    for notation in notations {
      results.append(await withRounds { await model.enter(notation: notation) })
    }
    return results
  }

  /// The running total is kept as the sheet changes rather than summed again each time it is
  /// read (issue 28): after every save, undo, redo and reload it is still the arrows' sum.
  @Test func theRunningTotalIsKeptThroughEveryChangeToTheSheet() async throws {
    let model = try await scoring("wa720_70")
    func expectSum(_ what: String) {
      #expect(model.runningTotal == model.arrows.reduce(0) { $0 + $1.value.points }, "\(what)")
    }
    #expect(await fill(model, ["X", "9", "8", "7", "6", "5", "10"]))
    expectSum("a line")
    #expect(model.runningTotal == 55)
    #expect(await withRounds { await model.undo() })
    expectSum("undo")
    #expect(model.runningTotal == 45)
    #expect(await withRounds { await model.redo() })
    expectSum("redo")
    #expect(await withRounds { await model.undo() })
    #expect(await withRounds { await model.undo() })
    expectSum("two undos")
    #expect(model.runningTotal == 40)
    let resumed = LiveScoringModel(roundID: model.roundID)
    #expect(await withRounds { await resumed.load() })
    #expect(resumed.runningTotal == 40, "a reload sums what the store holds")
  }

  @Test func theCurrentEndIsOneListOfEntriesAndEachIsSavedAsEntered() async throws {
    let model = try await scoring("wa720_70")
    #expect(await enter(model, "X", "10", "9", "M") == [true, true, true, true])
    #expect(model.currentEnd.map(\.description) == ["X", "10", "9", "M"])
    #expect(model.currentEnd.map(\.isX) == [true, false, false, false], "X only when entered as X")
    #expect(model.currentEnd[3].isMiss)
    #expect(
      tracked.saves.calls.map { [$0.endNumber, $0.arrowIndex] } == [
        [1, 0], [1, 1], [1, 2], [1, 3],
      ])
    #expect(model.endTotal == 29)
    #expect(model.runningTotal == 29)
    #expect(model.error == nil)
  }

  @Test(arguments: [("worcester", "X"), ("wa720_70", "11"), ("york", "10"), ("wa720_70", "ten")])
  func aValueTheFaceDoesNotAllowIsRefusedAndChangesNothing(codename: String, notation: String)
    async throws
  {
    let model = try await scoring(codename)
    #expect(await enter(model, notation) == [false])
    #expect(model.error?.message.isEmpty == false)
    #expect(model.currentEnd.isEmpty)
    #expect(tracked.saves.callCount == 0, "nothing saved")
  }

  @Test func aSeventhArrowInASixArrowEndIsRefused() async throws {
    let model = try await scoring("wa720_70")
    _ = await enter(model, "9", "9", "9", "9", "9", "9")
    #expect(await enter(model, "9") == [false])
    #expect(model.error?.message.hasPrefix("This end already has its 6 arrows") == true)
    #expect(model.currentEnd.count == 6)
    #expect(tracked.saves.callCount == 6)
  }

  @Test func completingAnEndMovesOnAndAnIncompleteOneIsRefused() async throws {
    let model = try await scoring("wa18")
    _ = await enter(model, "9", "8")
    #expect(await withRounds { await model.completeEnd() } == false)
    #expect(
      model.error?.message == "This end has 2 of 3 arrows; enter the rest (M for a miss) first.")
    _ = await enter(model, "7")
    #expect(await withRounds { await model.completeEnd() })
    #expect(model.currentEndNumber == 2)
    #expect(model.currentEnd.isEmpty)
    #expect(model.completedEnds.map(\.total) == [24])
    _ = await enter(model, "10")
    #expect(model.runningTotal == 34)
    #expect(model.endTotal == 10)
  }

  @Test func thePassAndDistanceFollowTheEnds() async throws {
    let model = try await scoring("york")
    #expect(model.currentPass?.number == 0)
    #expect(model.currentPass?.pass.distance.description == "100 yd")
    for _ in 0..<12 {
      _ = await enter(model, "9", "7", "5", "3", "1", "M")
      #expect(await withRounds { await model.completeEnd() })
    }
    #expect(model.currentEndNumber == 13)
    #expect(model.currentPass?.pass.distance.description == "80 yd")
  }

  @Test func undoAndRedoWorkAcrossAnEndAndANewEntryClearsRedo() async throws {
    let model = try await scoring("wa18")
    _ = await enter(model, "9", "8", "7")
    _ = await withRounds { await model.completeEnd() }
    _ = await enter(model, "X")
    #expect(await withRounds { await model.undo() })
    #expect(await withRounds { await model.undo() }, "undo reaches back into the completed end")
    #expect(model.currentEndNumber == 1)
    #expect(model.currentEnd.map(\.description) == ["9", "8"])
    #expect(tracked.deletes.calls == [[2, 0], [1, 2]])
    #expect(await withRounds { await model.redo() })
    #expect(
      model.currentEnd.map(\.description) == ["9", "8", "7"], "redo puts it back where it was")
    _ = await withRounds { await model.completeEnd() }
    _ = await enter(model, "M")
    #expect(!model.canRedo, "a new entry clears what could be redone")
    #expect(await withRounds { await model.redo() } == false)
    #expect(model.error?.message == "Nothing to redo.")
  }

  @Test func twoUndoneArrowsAreRedoneOnceEachInTheirOrder() async throws {
    let model = try await scoring("wa18")
    _ = await enter(model, "9", "8", "7")
    #expect(await withRounds { await model.undo() })
    #expect(await withRounds { await model.undo() })
    #expect(model.currentEnd.map(\.description) == ["9"])
    #expect(await withRounds { await model.redo() })
    #expect(await withRounds { await model.redo() })
    #expect(model.currentEnd.map(\.description) == ["9", "8", "7"])
    #expect(!model.canRedo, "each undone arrow comes back once")
    #expect(await withRounds { await model.redo() } == false)
    #expect(model.error?.message == "Nothing to redo.")
  }

  @Test func statusMovesPlannedThroughPausedToCompletedAndAFinishedRoundTakesNoArrows() async throws
  {
    let model = try await scoring("bray_i")
    #expect(await withRounds { await model.pause() })
    #expect(await enter(model, "9") == [false])
    #expect(model.error?.message == "The round is paused; resume it to enter arrows.")
    #expect(await withRounds { await model.resume() })
    #expect(await withRounds { await model.finish() } == false)
    #expect(model.error?.message.hasPrefix("30 arrows still to shoot") == true)
    for _ in 0..<10 {
      _ = await enter(model, "10", "10", "10")
      _ = await withRounds { await model.completeEnd() }
    }
    #expect(model.round?.status == .completed, "the last arrow completed it")
    #expect(try await tracked.store.round(model.roundID).status == .completed, "in the store too")
    #expect(
      await withRounds { await model.finish() }, "finishing a completed round changes nothing")
    #expect(await enter(model, "9") == [false])
    #expect(
      model.error?.message
        == "The round is completed; it takes no more arrows. " + ScoringError.correctInstead)
    #expect(tracked.statuses.calls == [.paused, .inProgress], "no separate status write")
  }

  @Test func theLastArrowCompletesTheRoundAndReadsItsCardOnceAndAnEarlierOneDoesNot() async throws {
    let model = try await scoring("bray_i")  // 30 arrows
    #expect(await fill(model, Array(repeating: "9", count: 29)))
    #expect(model.round?.status == .inProgress, "29 of 30 arrows: still in progress")
    #expect(model.result == .idle)
    #expect(tracked.results.calls.isEmpty)
    #expect(await fill(model, ["10"]))
    #expect(model.round?.status == .completed)
    #expect(tracked.results.calls == [model.roundID], "the card is read once, at completion")
    #expect(model.result.value?.id == model.roundID)
  }

  @Test func aFixedRoundEndsEarlyOnlyWhenAskedAndPracticeNeverCompletesItself() async throws {
    let model = try await scoring("portsmouth")
    _ = await enter(model, "9", "9", "9")
    #expect(await withRounds { await model.finish() } == false, "the app's finish waits")
    #expect(model.error?.message.hasPrefix("57 arrows still to shoot") == true)
    #expect(await withRounds { await model.finish(endingEarly: true) })
    #expect(model.round?.status == .completed)
    #expect(tracked.statuses.calls == [.completed])
    #expect(model.result.value != nil, "ending early reads the card too")

    let practice = RoundDefinition.practice(
      distance: Length.known(18, .metres), face: Length.known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    let id = try await tracked.store.start(practice, nil).id
    let open = await withRounds {
      let model = LiveScoringModel(roundID: id)
      await model.load()
      return model
    }
    #expect(await fill(open, Array(repeating: "10", count: 90)))
    #expect(open.arrows.count == 90)
    #expect(open.round?.status == .inProgress, "practice never completes itself")
    #expect(try await tracked.store.round(id).status == .inProgress)
  }

  @Test func cancellingTakesTwoAsksInARowAndKeepsTheArrows() async throws {
    let model = try await scoring("bray_i")
    #expect(await enter(model, "9") == [true])
    #expect(await withRounds { await model.askToCancel() } == .needsConfirming)
    #expect(model.cancelPending)
    #expect(await enter(model, "8") == [true], "another intent forgets the first ask")
    #expect(!model.cancelPending)
    #expect(await withRounds { await model.askToCancel() } == .needsConfirming)
    #expect(tracked.statuses.calls.isEmpty, "asking once changes nothing")
    #expect(await withRounds { await model.askToCancel() } == .cancelled)
    #expect(model.round?.status == .cancelled)
    #expect(model.runningTotal == 17, "its arrows stay")
    #expect(tracked.statuses.calls == [.cancelled])
    #expect(await withRounds { await model.askToCancel() } == .needsConfirming)
    #expect(await withRounds { await model.askToCancel() } == .refused)
    #expect(model.error != nil, "a cancelled round cannot be cancelled again")
  }

  @Test func aCompoundShootsInnerTenOnAnIndoorTenZoneFace() async throws {
    let model = try await scoring("wa18", style: .compound)
    #expect(model.currentSystem == .tenZoneCompound)
    #expect(await enter(model, "X") == [false], "no X on a compound face")
    let insideInnerTen = 0.40 / 40 - 0.004
    #expect(await withRounds { await model.plot(x: insideInnerTen, y: 0) })
    let outerTen = 0.40 / 20 - 0.001
    #expect(await withRounds { await model.plot(x: 0, y: outerTen) })
    #expect(model.currentEnd.map(\.description) == ["10", "9"])
    let recurve = try await scoring("wa18", style: .recurve)
    #expect(await withRounds { await recurve.plot(x: insideInnerTen, y: 0) })
    #expect(recurve.currentEnd.map(\.description) == ["X"])
  }

  @Test func resumingCarriesOnInTheIncompleteEndAtTheNextArrow() async throws {
    let first = try await scoring("wa18")
    _ = await enter(first, "9", "9", "9")
    _ = await withRounds { await first.completeEnd() }
    _ = await enter(first, "X")
    let resumed = try await withRounds { () async throws -> LiveScoringModel in
      let model = LiveScoringModel(roundID: first.roundID)
      try #require(await model.load())
      return model
    }
    #expect(resumed.currentEndNumber == 2)
    #expect(resumed.currentEnd.map(\.description) == ["X"])
    #expect(resumed.runningTotal == 37)
    _ = await enter(resumed, "8")
    #expect(tracked.saves.calls.last.map { [$0.endNumber, $0.arrowIndex] } == [2, 1])
  }

  @Test func entriesMadeAllAtOnceTakeDistinctPlacesInOrder() async throws {
    let model = try await scoring("wa1440_90")
    let notations = ["10", "9", "8", "7", "6", "5"]
    let tasks = withDependencies {
      tracked.install(&$0)
    } operation: {
      notations.map { notation in Task { await model.enter(notation: notation) } }
    }
    for task in tasks { #expect(await task.value) }
    let places = tracked.saves.calls.map(\.arrowIndex)
    #expect(places == Array(0..<6), "six entries, six distinct places")
    #expect(model.currentEnd.count == 6)
  }

  @Test func aFailedSaveShowsWhyAndShowsNoArrow() async throws {
    let id = try await tracked.start("wa18")
    try await withDependencies {
      tracked.install(&$0)
      $0.rounds.saveArrows = { _, _, _, _ in throw ScoringError.roundNotActive(.cancelled) }
    } operation: { () async throws in
      let model = LiveScoringModel(roundID: id)
      try #require(await model.load())
      #expect(await model.enter(notation: "9") == false)
      #expect(model.currentEnd.isEmpty)
      #expect(model.error?.source == "ScoringError")
    }
  }

  @Test func practiceHasNoLimitAndFinishesAnyTime() async throws {
    let practice = RoundDefinition.practice(
      distance: Length.known(18, .metres), face: Length.known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    let id = try await tracked.store.start(practice, nil).id
    let model = await withRounds {
      let model = LiveScoringModel(roundID: id)
      await model.load()
      return model
    }
    for _ in 0..<40 {
      _ = await enter(model, "9", "9", "9")
      _ = await withRounds { await model.completeEnd() }
    }
    #expect(model.runningTotal == 1080)
    #expect(await withRounds { await model.finish() })
  }
}
