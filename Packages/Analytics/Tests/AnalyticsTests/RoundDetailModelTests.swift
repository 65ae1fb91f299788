import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

@MainActor
@Suite(
  "Round detail", .dependencies { $0.roundResults = RoundResultClientKey.previewValue },
  .timeLimit(.minutes(1)))
struct RoundDetailModelTests {
  struct StoreDown: Error {}

  func detail(of id: RoundID, over client: AnalyticsClient) async -> RoundDetailModel {
    await withDependencies {
      $0.analytics.observeRound = client.observeRound
    } operation: {
      let model = RoundDetailModel(roundID: id)
      await model.load()
      return model
    }
  }

  @Test func aPlottedRoundHasItsStatisticsAndAFace() async throws {
    let round = AnalyticsSamples.portsmouth
    let model = await detail(of: round.id, over: .inMemory(AnalyticsSamples.rounds))
    let shown = try #require(model.detail.value)
    #expect(shown.record.id == round.id)
    #expect(shown.statistics == RoundStatistics(round))
    #expect(shown.face == UnicodeFace.lines(round))
  }

  @Test func theScoreCardIsReadWithTheDetailAndOneThatCannotBeReadSaysWhy() async throws {
    let round = AnalyticsSamples.portsmouth
    let model = await detail(of: round.id, over: .inMemory(AnalyticsSamples.rounds))
    #expect(model.card.value?.id == round.id, "the card of the round shown")
    let damaged = StoreDamage(row: "summary of round \(round.id)", problem: "it cannot be read")
    let failing = await withDependencies {
      $0.roundResults.result = { _ in throw damaged }
    } operation: {
      await detail(of: round.id, over: .inMemory(AnalyticsSamples.rounds))
    }
    #expect(failing.detail.value != nil, "the round still shows")
    #expect(failing.card.failure?.message.contains("damaged summary of round") == true)
  }

  @Test func aRoundScoredByValueHasStatisticsButNoFace() async throws {
    let round = AnalyticsSamples.worcester
    let model = await detail(of: round.id, over: .inMemory(AnalyticsSamples.rounds))
    let shown = try #require(model.detail.value)
    #expect(shown.statistics.arrowsShot == round.arrows.count)
    #expect(shown.face == nil, "no arrow has a position, so there is nothing to plot")
  }

  @Test func aMissingRoundFailsWithAReasonAndAFailedReloadKeepsWhatIsShown() async throws {
    let missing = await detail(of: RoundID(), over: .inMemory([]))
    #expect(missing.detail.failure?.message.contains("may have been deleted") == true)

    let answers = Locked<[Result<RoundRecord, any Error>]>([
      .success(AnalyticsSamples.portsmouth), .failure(StoreDown()),
    ])
    let round = Spy<RoundID, RoundRecord> { _ in try answers.withLock { $0.removeFirst() }.get() }
    try await withDependencies {
      $0.analytics.observeRound = { id in .once { try await round.endpoint(id) } }
    } operation: { () async throws in
      let model = RoundDetailModel(roundID: AnalyticsSamples.portsmouth.id)
      await model.load()
      let shown = try #require(model.detail.value)
      await model.load()
      #expect(round.calls.count == 2, "the reload did reach the store")
      #expect(model.detail.value == shown)
    }
  }

  @Test func continuingAsksThePresenterOnlyForARoundThatTakesArrows() async throws {
    let unfinished = AnalyticsSamples.portsmouth
    let model = await detail(of: unfinished.id, over: .inMemory(AnalyticsSamples.rounds))
    #expect(model.continueScoring())
    var actions = model.actions.makeAsyncIterator()
    #expect(await actions.next() == .continueScoring(unfinished.id))
    let finished = try record("bray_i", Array(repeating: "9", count: 30), day: 30)
    let done = await detail(of: finished.id, over: .inMemory([finished]))
    #expect(done.continueScoring() == false)
    #expect(done.error?.message == "This round is completed: there is nothing left to score.")
    let missing = await detail(of: RoundID(), over: .inMemory([]))
    #expect(missing.continueScoring() == false, "nothing loaded, nothing to continue")
  }

  /// stranger29c C11: a club target's round is entered on the Target screen, never continued
  /// here; the refusal names the target and says cancelling withdraws the archer.
  @Test func aClubTargetsRoundIsNotContinuedHere() async throws {
    var onTarget = AnalyticsSamples.portsmouth
    onTarget.clubTarget = "76e804a5"
    let model = await detail(of: onTarget.id, over: .inMemory([onTarget]))
    #expect(model.detail.value?.record.clubTarget == "76e804a5")
    #expect(model.continueScoring() == false)
    #expect(
      model.error?.message
        == "This round is on club target 76e804a5: enter its ends on the Target screen (t on "
        + "Home); cancelling it withdraws the archer from the target.")
  }

  @Test func correctingAsksThePresenterInAnyStatusButNotWithoutArrows() async throws {
    let finished = try record("bray_i", Array(repeating: "9", count: 30), day: 30)
    let done = await detail(of: finished.id, over: .inMemory([finished]))
    #expect(done.correctArrows(), "a completed round is corrected on its sheet")
    var actions = done.actions.makeAsyncIterator()
    #expect(await actions.next() == .correctArrows(finished.id))
    let empty = try record("bray_i", [], day: 29)
    let nothing = await detail(of: empty.id, over: .inMemory([empty]))
    #expect(nothing.correctArrows() == false)
    #expect(nothing.error?.message == "This round has no arrow yet: there is nothing to correct.")
    let missing = await detail(of: RoundID(), over: .inMemory([]))
    #expect(missing.correctArrows() == false, "nothing loaded, nothing to correct")
  }

  @Test func theDetailShowsEachValueItsObservedQueryHandsIt() async throws {
    var round = try record("bray_i", ["9", "9", "9"])
    round.status = .inProgress
    let (flow, send) = Flow<RoundRecord>.manual()
    let starts = Locked(0)
    try await withDependencies {
      $0.analytics.observeRound = { _ in
        starts.withLock { $0 += 1 }
        return flow
      }
    } operation: { () async throws in
      let model = RoundDetailModel(roundID: round.id)
      model.start()
      send.yield(round)
      try await eventually("the first value") { model.detail.value?.statistics.arrowsShot == 3 }
      round = try record("bray_i", ["9", "9", "9", "8"])
      send.yield(round)  // as if an arrow was scored by the CLI
      try await eventually("the next value") { model.detail.value?.statistics.arrowsShot == 4 }
      #expect(starts.withLock { $0 } == 1, "one query followed, never read again")
    }
  }
}
