import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

@MainActor
@Suite("Analytics hub", .dependencies(), .timeLimit(.minutes(1)))
struct AnalyticsHubModelTests {
  struct StoreDown: Error {}

  @Test func itLoadsFromTheObservedQueryAndUpdatesWhenRoundsChangeElsewhere() async throws {
    let client = AnalyticsClient.inMemory(AnalyticsSamples.rounds)
    try await withDependencies {
      $0.analytics.observeSummaries = client.observeSummaries
      $0.analytics.unreadableRounds = client.unreadableRounds
      $0.analytics.matchHistory = { _ in MatchHistory() }
    } operation: { () async throws in
      let hub = AnalyticsHubModel()
      #expect(hub.isLoading)
      hub.start()
      try await eventually("the first figures") { hub.figures != nil }
      #expect(hub.figures?.rounds == 2)
      #expect(hub.figures?.arrowsShot == 24)
      let finished = try record("bray_i", Array(repeating: "9", count: 30), day: 30)
      _ = try await client.importRounds([finished])  // as if scored on another screen
      try await eventually("the hub to follow the change") { hub.figures?.rounds == 3 }
      #expect(hub.figures?.recent.map(\.id) == [finished.id])
      #expect(hub.figures?.best.map(\.score) == [270])
      #expect(hub.figures?.handicapTrend.count == 1)
      #expect(hub.figures?.personalBests.map(\.score) == [270], "as stats pbs lists them")
      #expect(hub.figures?.personalBests.first?.date == finished.startedAt)
      #expect(
        hub.figures?.seasons.years.map(\.rounds) == [1, 2], "1970 and 2026, as stats seasons")
      hub.stop()
    }
  }

  @Test func aRefreshThatFailsKeepsEveryFigureAndShowsTheError() async throws {
    let answers = Locked<[Result<[StoredRoundSummary], any Error>]>([
      .success(AnalyticsSamples.rounds.map { StoredRoundSummary($0) }), .failure(StoreDown()),
    ])
    let rounds = Spy<HistoryFilter, [StoredRoundSummary]> { _ in
      try answers.withLock { $0.removeFirst() }.get()
    }
    try await withDependencies {
      $0.analytics.observeSummaries = { filter in .once { try await rounds.endpoint(filter) } }
      $0.analytics.unreadableRounds = { [] }
      $0.analytics.matchHistory = { _ in MatchHistory() }
    } operation: { () async throws in
      let hub = AnalyticsHubModel()
      await hub.refresh()
      let shown = try #require(hub.figures)
      await hub.refresh()
      #expect(rounds.callCount == 2)
      #expect(hub.figures == shown, "nothing shown is lost")
      #expect(hub.error?.source == "StoreDown")
      #expect(!hub.isLoading)
    }
  }

  @Test func aFailedFirstLoadShowsTheErrorNotAnEndlessSpinner() async throws {
    let failing = Spy<HistoryFilter, [StoredRoundSummary]>(throwing: StoreDown())
    await withDependencies {
      $0.analytics.observeSummaries = { filter in .once { try await failing.endpoint(filter) } }
      $0.analytics.unreadableRounds = { [] }
      $0.analytics.matchHistory = { _ in MatchHistory() }
    } operation: {
      let hub = AnalyticsHubModel()
      await hub.refresh()
      #expect(hub.figures == nil)
      #expect(hub.error != nil)
      #expect(!hub.isLoading)
    }
  }

  @Test func theRoundsItCannotReadAreNamedBesideTheFigures() async throws {
    let damage = StoreDamage(row: "round 1234abcd", problem: "its definition cannot be read")
    try await withDependencies {
      $0.analytics.observeSummaries = { _ in
        .once { AnalyticsSamples.rounds.map { StoredRoundSummary($0) } }
      }
      $0.analytics.unreadableRounds = { [damage] }
      $0.analytics.matchHistory = { _ in MatchHistory() }
    } operation: { () async throws in
      let hub = AnalyticsHubModel()
      await hub.refresh()
      #expect(try #require(hub.figures).rounds == 2, "the readable rounds still count")
      #expect(hub.unreadable == [damage], "the one left out is named, not hidden")
    }
  }

  @Test func noRoundsIsTheEmptyState() async {
    await withDependencies {
      $0.analytics.observeSummaries = { _ in .once { [] } }
      $0.analytics.unreadableRounds = { [] }
      $0.analytics.matchHistory = { _ in MatchHistory() }
    } operation: {
      let hub = AnalyticsHubModel()
      await hub.refresh()
      #expect(hub.figures?.isEmpty == true)
      #expect(hub.figures?.averageArrow == nil)
    }
  }

  @Test func openingARecentRoundAsksThePresenterAndAPositionPastTheListIsRefused() async throws {
    let finished = try record("bray_i", Array(repeating: "9", count: 30), day: 30)
    await withDependencies {
      $0.analytics.observeSummaries = { _ in
        .once { (AnalyticsSamples.rounds + [finished]).map { StoredRoundSummary($0) } }
      }
      $0.analytics.unreadableRounds = { [] }
      $0.analytics.matchHistory = { _ in MatchHistory() }
    } operation: {
      let hub = AnalyticsHubModel()
      #expect(hub.openRecent(position: 1) == false, "nothing loaded, nothing to open")
      await hub.refresh()
      #expect(hub.openRecent(position: 2) == false)
      #expect(hub.error?.message == "No round 2: type a number from 1 to 1.")
      #expect(hub.openRecent(position: 0) == false)
      #expect(hub.openRecent(position: 1))
      #expect(hub.error == nil)
      var actions = hub.actions.makeAsyncIterator()
      #expect(await actions.next() == .openRound(finished.id))
    }
  }
}

@Suite("Importing rounds")
struct RoundImportTests {
  @Test func aBadArrowNamesItsPathAndNothingIsImported() async throws {
    let client = AnalyticsClient.inMemory([])
    var bad = try record("worcester", ["5", "4", "3"])
    bad.arrows[2].value = ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false)
    let good = try record("bray_i", ["9"])
    await #expect(
      throws: AnalyticsError.invalidImport(
        path: "rounds[1].arrows[2]",
        problem: "9 is not a score on a Worcester face; enter 5, 4, 3, 2, 1, M.")
    ) {
      _ = try await client.importRounds([good, bad])
    }
    #expect(try await client.rounds().isEmpty, "all or nothing")
  }

  @Test func aRoundTwiceInOneFileIsRefusedAndNothingIsImported() async throws {
    let client = AnalyticsClient.inMemory([])
    let round = try record("bray_i", ["9"])
    let other = try record("worcester", ["5"])
    await #expect(
      throws: AnalyticsError.invalidImport(
        path: "rounds[2].id", problem: "the round \(round.id) appears twice")
    ) {
      _ = try await client.importRounds([round, other, round])
    }
    #expect(try await client.rounds().isEmpty, "all or nothing")
  }

  @Test func importingTwiceAddsNothing() async throws {
    let client = AnalyticsClient.inMemory([])
    let first = try await client.importRounds(AnalyticsSamples.rounds)
    let second = try await client.importRounds(AnalyticsSamples.rounds)
    #expect(first == ImportSummary(rounds: 2, arrows: 24, skipped: 0))
    #expect(second == ImportSummary(rounds: 0, arrows: 0, skipped: 2))
    #expect(try await client.rounds().count == 2)
  }

  @Test(
    "An impossible arrow is refused, naming its place in the file and why",
    arguments: [
      (PlottedArrow(value: .miss, endNumber: 0), "end 0 is outside the round"),
      (PlottedArrow(value: .miss, endNumber: 2, arrowIndex: 3), "arrow 4 is outside an end of 3"),
      (PlottedArrow(value: .miss, endNumber: 2, x: 0.01), "a position needs both x and y"),
      (
        PlottedArrow(value: ArrowValue(uncheckedPoints: 10, isX: true, isMiss: true), endNumber: 2),
        "a miss scores 0 and is no X"
      ),
    ])
  func anImpossibleArrowIsRefused(arrow: PlottedArrow, problem: String) throws {
    var round = try record("wa18", ["9"])
    round.arrows.append(arrow)
    #expect(throws: AnalyticsError.invalidImport(path: "rounds[0].arrows[1]", problem: problem)) {
      try RoundImport.validate([round])
    }
  }

  @Test func aRoundThatCannotBeShotIsRefusedNamingItsDefinition() throws {
    var round = try record("wa18", ["9"])
    round.definition.arrowsPerEnd = 7
    #expect(
      throws: AnalyticsError.invalidImport(
        path: "rounds[0].definition", problem: "distance 1 has 30 arrows, not whole ends of 7")
    ) {
      try RoundImport.validate([round])
    }
  }

  @Test func duplicatePlacesAndStrayEndsAreRefused() throws {
    var twice = try record("wa18", ["9", "9"])
    twice.arrows[1].arrowIndex = 0
    #expect(
      throws: AnalyticsError.invalidImport(
        path: "rounds[0].arrows[1]", problem: "end 1 arrow 1 appears twice")
    ) {
      try RoundImport.validate([twice])
    }
    var stray = try record("wa18", ["9"])
    stray.arrows[0].endNumber = 21
    #expect(
      throws: AnalyticsError.invalidImport(
        path: "rounds[0].arrows[0]", problem: "end 21 is outside the round")
    ) {
      try RoundImport.validate([stray])
    }
  }
}
