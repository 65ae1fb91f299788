import Analytics
import CoreInterfaces
import Foundation
import Store
import Testing

@testable import AnalyticsLive

/// `stats`, `stats pbs` and `stats seasons` read in SQL: the figures SQLite sums and picks equal
/// those Swift computes from every summary the same filter reads, on sound and hostile stores,
/// for every filter and every part of the trend shown.
@Suite("History's figures read in SQL", .timeLimit(.minutes(1)))
struct HistoryFiguresTests {
  @Test(arguments: [false, true])
  func theQueriesGiveWhatEverySummaryGives(hostile: Bool) async throws {
    let (database, dao, ids) = try await SummaryStoreFixture.make(hostile: hostile)
    let day = 86_400.0
    let base = Date(timeIntervalSince1970: 1_640_995_200 + 200 * day)
    var filters = [
      HistoryFilter(), HistoryFilter(codename: "portsmouth"), HistoryFilter(since: base),
      HistoryFilter(until: base), HistoryFilter(codename: "wa18", since: base),
      HistoryFilter(withDamagedArrows: true), HistoryFilter(codename: "no_such_round"),
    ]
    var leftOut = HistoryFilter()
    leftOut.leftOut = Set(ids.prefix(4).compactMap(RoundID.init(uuidString:)))
    filters.append(leftOut)
    for archer in hostile ? [nil, "b"] : [nil] as [String?] {
      try await SummaryStoreFixture.activate(archer, in: database)
      for filter in filters {
        let summaries = try await dao.summaries(filter)
        let all = StatisticsAcrossRounds(summaries: summaries)
        for shown in [nil, 10, 1, 0] as [Int?] {
          var expected = all
          if let shown { expected.trend = Array(all.trend.suffix(shown)) }
          let read = try await dao.statistics(filter, trendShown: shown)
          #expect(read == expected, "\(filter), trend \(shown.map(String.init) ?? "all")")
        }
        #expect(try await dao.personalBests(filter) == PersonalBest.of(summaries), "\(filter)")
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kathmandu"] {
          let timeZone = try #require(TimeZone(identifier: zone))
          let read = try await dao.seasons(filter, timeZone: timeZone)
          let expected = Season.of(summaries, timeZone: timeZone)
          #expect(read.months == expected.months && read.years == expected.years, "\(zone)")
        }
      }
      // Left out means left out: the rounds named are in no figure.
      #expect(
        try await dao.statistics(leftOut, trendShown: nil).rounds
          < (try await dao.statistics(HistoryFilter(), trendShown: nil).rounds) || archer != nil)
    }
  }

  /// A day's number from 1900-01-01 UTC is its calendar date, across leap years and centuries.
  @Test func aDayNumberIsItsUTCDate() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for number in stride(from: 0, through: 2_950_000, by: 997) {
      let date = Date(timeIntervalSince1970: Double(UTCDay.epoch) + Double(number) * 86_400)
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      let day = UTCDay(number)
      #expect([day.year, day.month, day.day] == [parts.year, parts.month, parts.day])
    }
  }
}
