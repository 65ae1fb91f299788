import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

@Suite("Session statistics")
struct SessionStatisticsTests {
  let stats = SessionStatistics(arrows: AnalyticsSamples.arrows, system: .tenZone)

  @Test func totalsFollowTheScoresheet() {
    #expect(stats.arrowsShot == 6)
    #expect(stats.total == 44)
    #expect(stats.endTotals == [27, 17])
    #expect(stats.runningTotals == [27, 44])
    #expect(abs(stats.averageArrow - 44.0 / 6) < 1e-12, "misses count as arrows shot")
  }

  @Test func countsXsTensHitsMissesAndGolds() {
    #expect(stats.xCount == 1)
    #expect(stats.tenPlusXCount == 2)
    #expect(stats.hits == 5)
    #expect(stats.misses == 1)
    #expect(stats.golds == 3)
  }

  @Test func groupUsesPopulationSpreadOverPlottedArrowsOnly() throws {
    let group = try #require(stats.group)
    #expect(group.count == 5)
    #expect(abs(group.centreX - 0.014) < 1e-12)
    #expect(abs(group.centreY - 0.004) < 1e-12)
    let xs = [0, 0.03, -0.05, 0.01, 0.08]
    let expectedSpreadX = (xs.map { ($0 - 0.014) * ($0 - 0.014) }.reduce(0, +) / 5).squareRoot()
    #expect(abs(group.spreadX - expectedSpreadX) < 1e-12)
    let radial = (group.spreadX * group.spreadX + group.spreadY * group.spreadY).squareRoot()
    #expect(abs(group.radialSpread - radial) < 1e-12)
  }

  @Test func noArrowsMeansZerosNotNaN() {
    let empty = SessionStatistics(arrows: [], system: .worcester)
    #expect(empty.averageArrow == 0)
    #expect(empty.group == nil)
    #expect(empty.endTotals.isEmpty)
  }

  @Test func fiveZoneGoldsAreNines() {
    let nine = PlottedArrow(
      value: .init(uncheckedPoints: 9, isX: false, isMiss: false), endNumber: 1)
    let seven = PlottedArrow(
      value: .init(uncheckedPoints: 7, isX: false, isMiss: false), endNumber: 1)
    let york = SessionStatistics(arrows: [nine, seven, nine], system: .fiveZone)
    #expect(york.golds == 2)
    #expect(york.tenPlusXCount == 0)
  }

  @Test(.dependencies())
  func clientComputesStatisticsFromItsArrows() async throws {
    let arrows = Spy<RoundID, [PlottedArrow]>(returning: AnalyticsSamples.arrows)
    let statistics = try await withDependencies {
      $0.analytics.arrows = arrows.endpoint
    } operation: {
      @Dependency(\.analytics) var analytics
      return try await analytics.statistics(for: AnalyticsSamples.portsmouth)
    }
    #expect(statistics == stats)
    #expect(arrows.calls == [AnalyticsSamples.portsmouth.id])
  }
}
