import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

@MainActor
@Suite("Round detail", .dependencies(), .timeLimit(.minutes(1)))
struct RoundDetailModelTests {
  struct StoreDown: Error {}

  func detail(of id: RoundID, over client: AnalyticsClient) async -> RoundDetailModel {
    await withDependencies {
      $0.analytics = client
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

    var client = AnalyticsClient.inMemory(AnalyticsSamples.rounds)
    let model = await detail(of: AnalyticsSamples.portsmouth.id, over: client)
    let shown = try #require(model.detail.value)
    let failing = Spy<RoundID, RoundRecord>(throwing: StoreDown())
    client.round = failing.endpoint
    await withDependencies {
      $0.analytics = client
    } operation: {
      await model.load()
    }
    #expect(failing.calls == [AnalyticsSamples.portsmouth.id], "the reload did reach the store")
    #expect(model.detail.value == shown)
  }
}
