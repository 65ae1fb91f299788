import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

@testable import AnalyticsLive

/// The Analytics screen's query: figures summed and picked by SQLite equal those computed in
/// Swift from every stored summary, on a store of every kind of round.
@Suite("The hub's figures read in SQL", .timeLimit(.minutes(1)))
struct HubFiguresTests {
  /// On a sound store the sums add the columns as stored; on a hostile one (counts beyond
  /// their bounds, an unreadable date) the summaries `DamagedSummaries` names are left out.
  @Test(arguments: [false, true])
  func theQueryGivesWhatEverySummaryGives(hostile: Bool) async throws {
    let (database, dao, _) = try await SummaryStoreFixture.make(hostile: hostile)
    for archer in hostile ? [nil, "b"] : [nil] as [String?] {
      try await SummaryStoreFixture.activate(archer, in: database)
      let named = try await database.read { try DamagedSummaries.rows($0) }.compactMap(\.id)
      #expect(named.isEmpty != hostile || archer != nil, "archer \(archer ?? "none")")
      let summaries = try await dao.summaries(HistoryFilter()).filter {
        !named.contains($0.id.description)
      }
      let read = try await dao.observeHub().first()
      #expect(read == AnalyticsHubFigures(summaries: summaries), "archer \(archer ?? "none")")
      #expect(read.rounds > 0 && !read.recent.isEmpty && !read.seasons.months.isEmpty)
      // A month and a year are the archer's: on either side of UTC, a round shot on a UTC
      // month's first or last day falls in the month (and year) it was shot in where they are.
      for zone in ["Pacific/Auckland", "Pacific/Honolulu", "Asia/Kathmandu"] {
        let timeZone = try #require(TimeZone(identifier: zone))
        let local = try await database.read { try AnalyticsDAO.hub($0, timeZone: timeZone) }
        let expected = AnalyticsHubFigures(summaries: summaries, timeZone: timeZone)
        #expect(local == expected, "\(zone), archer \(archer ?? "none")")
        #expect(
          local.seasons.years != read.seasons.years || archer != nil || zone == "Asia/Kathmandu")
      }
    }
  }

  /// The screen's figures leave out the round rows it names as not counted (a start no
  /// calendar has among them, as the rounds list reads it), and name the rounds they count with
  /// a damaged arrow: what `quiver stats` does.
  @Test func theRowsNamedAsNotCountedAreLeftOut() async throws {
    let (database, dao, ids) = try await SummaryStoreFixture.make(hostile: false)
    let before = try await dao.observeHub().first()
    try await database.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run("UPDATE rounds SET created_at = 1e300 WHERE id = ?", ids[0])
      _ = try db.run("UPDATE rounds SET status = 'sideways' WHERE id = ?", ids[1])
      _ = try db.run(
        "UPDATE arrows SET points = 99 WHERE round_id = ?",
        ids[2])
      try RoundSummaries.rebuildAll(db)
    }
    let named = try await dao.unreadableRounds().filter { $0.row.hasPrefix("round") }
    #expect(Set(named.compactMap(\.id)) == [ids[0], ids[1]], "\(named)")
    let read = try await dao.observeHub().first()
    #expect(read.rounds == before.rounds - 2)
    #expect(read.damagedArrows.map(\.id.description) == [ids[2]])
  }

  @Test func anEmptyStoreHasNoFigures() async throws {
    let read = try await AnalyticsDAO(Database(.inMemory)).observeHub().first()
    #expect(read.isEmpty && read.averageArrow == nil && read.recent.isEmpty)
    #expect(read == AnalyticsHubFigures(summaries: []))
  }
}
