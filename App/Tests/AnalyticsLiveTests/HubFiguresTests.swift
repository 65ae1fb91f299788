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
  @Test func theQueryGivesWhatEverySummaryGives() async throws {
    let database = try Database(.inMemory)
    let dao = AnalyticsDAO(database)
    let practice = RoundDefinition.practice(
      distance: .known(18, .metres), face: .known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    let kinds =
      try ["portsmouth", "wa18", "bray_i"].map { try #require(RoundCatalogue.round($0)) }
      + [practice]
    let statuses: [RoundStatus] = [.completed, .completed, .inProgress, .cancelled, .paused]
    var random = SeededGenerator(seed: 28)
    var records: [RoundRecord] = []
    // Dates on UTC months' first and last days, and mid-month, over three years.
    let base = 1_640_995_200.0  // 2022-01-01T00:00:00Z
    for index in 0..<90 {
      let kind = kinds[index % kinds.count]
      let whole = kind.totalArrows ?? 30
      // Most are whole; some end early (a completed round short of its arrows), the newest too.
      let count = index % 7 == 0 || index == 89 ? whole / 2 : whole
      let notations = ["X", "10", "9", "7", "M"]
      let arrows = try (0..<count).map { place in
        PlottedArrow(
          value: try ArrowValue(
            notation: notations[Int.random(in: 0..<notations.count, using: &random)],
            on: .tenZone),
          endNumber: place / kind.arrowsPerEnd + 1, arrowIndex: place % kind.arrowsPerEnd)
      }
      let offset = [0.0, -3_600, 43_200, 14.5 * 86_400][index % 4]
      records.append(
        RoundRecord(
          id: RoundID(), definition: kind,
          status: index >= 86 ? .completed : statuses[index % statuses.count],
          startedAt: Date(timeIntervalSince1970: base + Double(index / 3) * 31 * 86_400 + offset),
          arrows: arrows))
    }
    _ = try await dao.importRounds(records)
    let ids = records.map(\.id.description)
    try await database.write { db in
      // A damaged arrow, a second archer's rounds, an unreadable date, counts beyond bounds,
      // as another tool might write them.
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run(
        "UPDATE arrows SET points = 99 WHERE end_id IN (SELECT id FROM ends WHERE round_id = ?)",
        ids[1])
      _ = try db.run(
        "INSERT INTO archers (id, name, bow_style) VALUES ('b', 'Other', 'recurve')")
      _ = try db.run(
        "UPDATE rounds SET archer_id = 'b' WHERE id IN (?, ?, ?)", ids[5], ids[6], ids[12])
      try RoundSummaries.rebuildAll(db)
      _ = try db.run("UPDATE round_summaries SET date = 1e15 WHERE round_id = ?", ids[8])
      _ = try db.run(
        "UPDATE round_summaries SET handicap = 999, total = total + 5000000 WHERE round_id = ?",
        ids[9])
    }
    for archer in [nil, "b"] as [String?] {
      try await database.write { db in
        _ = try db.run("DELETE FROM settings WHERE key = 'active_archer'")
        if let archer {
          _ = try db.run("INSERT INTO settings (key, value) VALUES ('active_archer', ?)", archer)
        }
      }
      let summaries = try await dao.summaries(HistoryFilter())
      let read = try await dao.observeHub().first()
      #expect(read == AnalyticsHubFigures(summaries: summaries), "archer \(archer ?? "none")")
      #expect(read.rounds > 0 && !read.recent.isEmpty && !read.seasons.months.isEmpty)
      // A month is the archer's: on either side of UTC, a round shot on a UTC month's first or
      // last day falls in the month it was shot in where they are.
      for zone in ["Pacific/Auckland", "Pacific/Honolulu", "Asia/Kathmandu"] {
        let timeZone = try #require(TimeZone(identifier: zone))
        let local = try await database.read { try AnalyticsDAO.hub($0, timeZone: timeZone) }
        let expected = AnalyticsHubFigures(summaries: summaries, timeZone: timeZone)
        #expect(local == expected, "\(zone), archer \(archer ?? "none")")
        #expect(
          local.seasons.months != read.seasons.months || archer != nil || zone == "Asia/Kathmandu")
      }
    }
  }

  @Test func anEmptyStoreHasNoFigures() async throws {
    let read = try await AnalyticsDAO(Database(.inMemory)).observeHub().first()
    #expect(read.isEmpty && read.averageArrow == nil && read.recent.isEmpty)
    #expect(read == AnalyticsHubFigures(summaries: []))
  }
}
