import Analytics
import CoreInterfaces
import Testing

/// How the figures across rounds treat a round ended early (docs/ARCHITECTURE.md): its arrows
/// count as shot, but it is no round score: no best, no trend point, not a recent completed round.
@Suite("A round ended early in the figures")
struct EndedEarlyFiguresTests {
  @Test func itCountsItsArrowsButIsNoBestTrendPointOrRecentCompletedRound() throws {
    let whole = try record("wa720_70", Array(repeating: "9", count: 72), day: 1)
    let early = try record("wa720_70", Array(repeating: "10", count: 36), day: 2)
    #expect(early.progress.phase == .endedEarly)
    for figures in [
      AnalyticsHubFigures([whole, early]),
      AnalyticsHubFigures(summaries: [whole, early].map { StoredRoundSummary($0) }),
    ] {
      #expect(figures.arrowsShot == 108, "every arrow shot counts")
      #expect(figures.recent.map(\.id) == [whole.id])
      #expect(figures.best.map(\.id) == [whole.id])
      #expect(figures.handicapTrend.count == 1)
      #expect(figures.personalBests.map(\.id) == [whole.id])
    }
  }
}
