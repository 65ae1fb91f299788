import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// Arrows from scoresheet notation, `perEnd` to an end, on `system`.
func arrows(_ notations: [String], perEnd: Int, on system: ScoringSystem) throws -> [PlottedArrow] {
  try notations.enumerated().map { place, text in
    PlottedArrow(
      value: try ArrowValue(notation: text, on: system), endNumber: place / perEnd + 1,
      arrowIndex: place % perEnd)
  }
}

/// A record of `codename` with `notations` as its arrows.
func record(_ codename: String, _ notations: [String], day: Double = 0) throws -> RoundRecord {
  let definition = try #require(RoundCatalogue.round(codename))
  return RoundRecord(
    id: RoundID(), definition: definition, status: .completed,
    startedAt: Date(timeIntervalSince1970: day * 86_400),
    arrows: try arrows(notations, perEnd: definition.arrowsPerEnd, on: definition.passes[0].system))
}

@Suite("Round statistics")
struct RoundStatisticsTests {
  @Test func totalsEndsAndCountsFollowTheScoresheet() throws {
    let stats = RoundStatistics(try record("wa18", ["X", "9", "8", "10", "M", "7", "9", "9", "9"]))
    #expect(stats.arrowsShot == 9)
    #expect(stats.total == 71)
    #expect(stats.ends.map(\.total) == [27, 17, 27])
    #expect(stats.ends.map(\.runningTotal) == [27, 44, 71])
    #expect(stats.bestEnd?.number == 1, "the earliest of equal ends")
    #expect(stats.worstEnd?.number == 2)
    #expect(stats.xCount == 1)
    #expect(stats.tenPlusXCount == 2)
    #expect(stats.hits == 8)
    #expect(stats.misses == 1)
    #expect(stats.golds == 6)
    #expect(try #require(stats.averageArrow) == 71.0 / 9, "misses count as arrows shot")
    #expect(try #require(stats.scoreFraction) == 71.0 / 90)
    #expect(stats.histogram.map(\.label) == ["X", "10", "9", "8", "7", "M"])
    #expect(stats.histogram.map(\.count) == [1, 1, 4, 1, 1, 1])
  }

  @Test func distancesSplitTheRoundByPass() throws {
    let york = try record(
      "york", Array(repeating: "9", count: 72) + Array(repeating: "7", count: 6))
    let stats = RoundStatistics(york)
    #expect(stats.distances.map(\.pass) == [0, 1])
    #expect(stats.distances.map(\.distance.description) == ["100 yd", "80 yd"])
    #expect(stats.distances.map(\.arrowsShot) == [72, 6])
    #expect(stats.distances.map(\.averageArrow) == [9, 7])
    #expect(stats.golds == 72, "5-zone golds are nines")
  }

  @Test func emptyIsEmptyNotMinusOneOrNaN() {
    let empty = RoundStatistics(arrows: [], system: .worcester)
    #expect(empty.averageArrow == nil)
    #expect(empty.scoreFraction == nil)
    #expect(empty.bestEnd == nil && empty.worstEnd == nil)
    #expect(empty.group == nil)
    #expect(empty.histogram.isEmpty)
    #expect(empty.ends.isEmpty)
  }

  @Test func aCompoundRoundCountsGoldsAndMaximaOnItsInnerTenFace() throws {
    var compound = try record("wa18", ["10", "9", "9"])
    compound.bowStyle = .compound
    let stats = RoundStatistics(compound)
    #expect(stats.xCount == 0)
    #expect(stats.tenPlusXCount == 1)
    #expect(stats.golds == 3)
  }
}

@Suite("Group analysis")
struct GroupAnalysisTests {
  @Test func centreBiasAndPopulationSpreadOverPlottedArrowsOnly() throws {
    let group = try #require(GroupAnalysis(AnalyticsSamples.portsmouth.arrows)).all
    let plotted = AnalyticsSamples.portsmouth.arrows.compactMap(\.position)
    #expect(group.count == 11 && plotted.count == 11, "the miss was not plotted")
    let cx = plotted.map(\.x).reduce(0, +) / 11
    let cy = plotted.map(\.y).reduce(0, +) / 11
    #expect(abs(group.centreX - cx) < 1e-12 && abs(group.centreY - cy) < 1e-12)
    let sdX = (plotted.map { ($0.x - cx) * ($0.x - cx) }.reduce(0, +) / 11).squareRoot()
    #expect(abs(group.spreadX - sdX) < 1e-12, "population SD: divided by n, not n − 1")
    #expect(
      abs(
        group.radialSpread
          - (group.spreadX * group.spreadX + group.spreadY * group.spreadY).squareRoot()) < 1e-12)
    #expect(abs(group.bias - (cx * cx + cy * cy).squareRoot()) < 1e-12)
  }

  @Test func aNumberedArrowWhoseGroupSitsApartIsFlagged() throws {
    let analysis = try #require(GroupAnalysis(AnalyticsSamples.portsmouth.arrows))
    #expect(analysis.byArrowNumber.keys.sorted() == [1, 2, 3])
    #expect(analysis.apart == [3], "arrow 3 flies high")
  }

  @Test func nothingPlottedMeansNoGroup() throws {
    #expect(GroupAnalysis(try arrows(["9", "9"], perEnd: 3, on: .tenZone)) == nil)
  }
}

@Suite("Statistics across rounds")
struct StatisticsAcrossRoundsTests {
  @Test func twoRoundsOfTwelveArrowsAreTwoRoundsAndTwentyFourArrows() {
    let stats = StatisticsAcrossRounds(AnalyticsSamples.rounds)
    #expect(stats.rounds == 2)
    #expect(stats.arrowsShot == 24)
    #expect(
      stats.total == AnalyticsSamples.rounds.flatMap(\.arrows).reduce(0) { $0 + $1.value.points })
  }

  @Test func bestScoresArePerKindOfCompleteRoundAndTheTrendRunsOldestFirst() throws {
    let bray = try #require(RoundCatalogue.round("bray_i"))
    let low = try record("bray_i", Array(repeating: "8", count: 30), day: 1)
    let high = try record("bray_i", Array(repeating: "9", count: 30), day: 2)
    var partial = try record("bray_i", Array(repeating: "10", count: 6), day: 3)
    partial.status = .inProgress  // still being shot: no round score yet, so not on the trend
    // Finished (ended early) at 6 of 30: no best, and 60 of 300 is no 100 % round on the trend.
    let early = try record("bray_i", Array(repeating: "10", count: 6), day: 4)
    #expect(early.progress.isEndedEarly)
    let stats = StatisticsAcrossRounds([partial, high, early, low])
    #expect(stats.best.map(\.score) == [270], "a partial round is no best score")
    #expect(stats.best.first?.id == high.id)
    #expect(stats.trend.map(\.id) == [low.id, high.id], "ended early and still being shot are out")
    let fromSummaries = StatisticsAcrossRounds(
      summaries: [partial, high, early, low].map { StoredRoundSummary($0) })
    #expect(fromSummaries.trend.map(\.id) == stats.trend.map(\.id), "the stored rows agree")
    #expect(fromSummaries.best.map(\.id) == [high.id])
    let handicaps = try RoundHandicaps(bray)
    #expect(
      stats.trend.map(\.handicap) == [
        try handicaps.integerHandicap(for: 240), try handicaps.integerHandicap(for: 270),
      ])
    let rolling = stats.rollingAverage(window: 2)
    #expect(rolling.count == 2)
    #expect(zip(rolling, [0.8, 0.85]).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  @Test func noRoundsMeansNoAverages() {
    let empty = StatisticsAcrossRounds([])
    #expect(empty.averageArrow == nil)
    #expect(empty.trend.isEmpty && empty.best.isEmpty)
    #expect(empty.rollingAverage(window: 5).isEmpty)
  }
}
