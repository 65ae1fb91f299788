import Analytics
import CoreInterfaces
import Foundation
import Testing

/// History from stored summaries: the same figures as from the arrows, personal bests, seasons,
/// and the filters.
@Suite("History from round summaries")
struct HistoryTests {
  /// A complete Portsmouth of `tens` tens and the rest nines, shot `day` days after 1970.
  func portsmouth(tens: Int, day: Double) throws -> RoundRecord {
    try record(
      "portsmouth", Array(repeating: "10", count: tens) + Array(repeating: "9", count: 60 - tens),
      day: day)
  }

  @Test func summariesGiveTheSameFiguresAsTheArrows() throws {
    let records =
      AnalyticsSamples.rounds + [
        try portsmouth(tens: 30, day: 3), try record("wa18", ["X", "9", "M", "10", "8"], day: 4),
      ]
    let fromArrows = StatisticsAcrossRounds(records)
    let fromSummaries = StatisticsAcrossRounds(summaries: records.map { StoredRoundSummary($0) })
    #expect(fromSummaries.rounds == fromArrows.rounds)
    #expect(fromSummaries.arrowsShot == fromArrows.arrowsShot)
    #expect(fromSummaries.total == fromArrows.total)
    #expect(fromSummaries.xCount == fromArrows.xCount)
    #expect(fromSummaries.tenPlusXCount == fromArrows.tenPlusXCount)
    #expect(fromSummaries.hits == fromArrows.hits)
    #expect(fromSummaries.misses == fromArrows.misses)
    #expect(fromSummaries.golds == fromArrows.golds)
    #expect(fromSummaries.best == fromArrows.best)
    #expect(fromSummaries.trend == fromArrows.trend)
    #expect(fromSummaries.trend.contains { $0.handicap != nil }, "the complete round's handicap")
  }

  @Test func personalBestsAreTheBestCompleteScoreOfEachRoundWithItsDate() throws {
    let early = try portsmouth(tens: 20, day: 10)
    let best = try portsmouth(tens: 40, day: 20)
    let later = try portsmouth(tens: 40, day: 30)
    var unfinished = try record("wa18", ["10", "10", "10"], day: 40)
    unfinished.status = .inProgress
    let bests = PersonalBest.of([later, unfinished, best, early].map { StoredRoundSummary($0) })
    #expect(bests.map(\.codename) == ["portsmouth"], "an incomplete round is no best")
    #expect(bests.first?.score == 580)
    #expect(bests.first?.id == best.id, "a tie goes to the round that set it first")
    #expect(bests.first?.date == best.startedAt)
    #expect(bests.first?.handicap != nil)
  }

  @Test func seasonsCountEachMonthAndYear() throws {
    // Day 0 is 1970-01-01; day 40 is 1970-02-10; day 400 is 1971-02-05.
    let category = ClassificationCategory(bowStyle: .recurve, gender: .open, ageGroup: .adult)
    let rounds = [
      try portsmouth(tens: 60, day: 0), try portsmouth(tens: 0, day: 1),
      try portsmouth(tens: 30, day: 40), try portsmouth(tens: 10, day: 400),
    ].map { StoredRoundSummary($0, category: category) }
    let (months, years) = Season.of(rounds)
    #expect(months.map(\.period) == ["1970-01", "1970-02", "1971-02"])
    #expect(years.map(\.period) == ["1970", "1971"])
    #expect(months[0].arrows == 120 && months[0].rounds == 2)
    #expect(years[0].rounds == 3)
    let handicaps = rounds[0...1].compactMap(\.handicap)
    #expect(handicaps.count == 2)
    #expect(months[0].averageHandicap == Double(handicaps.reduce(0, +)) / 2)
    #expect(months[0].bestClassification == rounds[0].classification)
    #expect(months[0].bestClassification != nil)
    #expect(Season.of([]).years.isEmpty)
  }

  @Test func theFilterPicksByRoundDateAndSetup() throws {
    let setup = BowSetupID()
    var withSetup = StoredRoundSummary(try portsmouth(tens: 10, day: 5))
    withSetup.setup = setup
    let other = StoredRoundSummary(try record("wa18", ["9"], day: 6))
    let day = { (number: Double) in Date(timeIntervalSince1970: number * 86_400) }
    #expect(HistoryFilter(codename: "wa18").matches(other))
    #expect(!HistoryFilter(codename: "wa18").matches(withSetup))
    #expect(HistoryFilter(since: day(6)).matches(other))
    #expect(!HistoryFilter(since: day(6)).matches(withSetup))
    #expect(!HistoryFilter(until: day(6)).matches(other), "until is exclusive")
    #expect(HistoryFilter(setup: setup).matches(withSetup))
    #expect(!HistoryFilter(setup: setup).matches(other))
  }
}
