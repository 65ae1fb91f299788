import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

@testable import AnalyticsLive

/// The hub read from the tallies kept by UTC year (schema 18): equal to the figures of every
/// summary in zones east and west of UTC, with rounds at new years and month ends, and after
/// the store changed under the tallies.
@Suite("The hub's figures from the tallies kept by year", .timeLimit(.minutes(1)))
struct HubYearTalliesTests {
  /// Zones from UTC+14 to UTC−11, a half and a quarter hour off included.
  static let zones = [
    "UTC", "Pacific/Kiritimati", "Pacific/Auckland", "Asia/Kathmandu", "America/St_Johns",
    "Pacific/Honolulu", "Pacific/Pago_Pago",
  ]

  /// The kept tallies, and what the summaries sum to, by archer, UTC year and class.
  static func tallies(_ db: Connection) throws -> (kept: [String], summed: [String]) {
    let kept = try db.query(
      """
      SELECT archer_key || ' ' || year || ' ' || class || ' ' || rounds || ' ' || shot || ' '
        || arrows || ' ' || points || ' ' || handicap_sum || ' ' || handicaps
      FROM round_summary_years ORDER BY archer_key, year, class
      """
    ) { $0.string(0) }
    let summed = try db.query(
      """
      SELECT k || ' ' || count(*) || ' ' || sum(shot) || ' ' || sum(arrows) || ' '
        || sum(points) || ' ' || sum(handicap_sum) || ' ' || sum(handicaps) FROM (
        SELECT coalesce(s.archer_id, '') || ' ' || \(Schema.utcYear("s.date")) || ' '
          || CASE WHEN s.arrows > 0 THEN coalesce(s.classification, '') ELSE '' END AS k,
          s.arrows > 0 AS shot, s.arrows AS arrows, s.total AS points,
          CASE WHEN s.arrows > 0 THEN coalesce(s.handicap, 0) ELSE 0 END AS handicap_sum,
          s.arrows > 0 AND s.handicap IS NOT NULL AS handicaps
        FROM round_summaries s) GROUP BY k ORDER BY k
      """
    ) { $0.string(0) }
    return (kept, summed)
  }

  /// The hub in every zone equals the figures of every summary, and the kept tallies theirs.
  static func expectAgreement(_ database: Database, _ dao: AnalyticsDAO) async throws {
    let summaries = try await dao.summaries(HistoryFilter())
    let (kept, summed) = try await database.read { try tallies($0) }
    #expect(kept == summed)
    var years: [[Season]] = []
    for zone in zones {
      let timeZone = try #require(TimeZone(identifier: zone))
      let read = try await database.read { try AnalyticsDAO.hub($0, timeZone: timeZone) }
      #expect(read == AnalyticsHubFigures(summaries: summaries, timeZone: timeZone), "\(zone)")
      #expect(read.seasons.months.count == AnalyticsHubFigures.monthsShown, "\(zone)")
      years.append(read.seasons.years)
    }
    #expect(
      years.contains { $0 != years.first },
      "the zones' years differ: rounds moved across a new year")
  }

  /// Rounds just either side of two UTC new years (one 0.4 ms before it) and of month ends.
  @Test func aYearOrMonthTurnsWhereTheArcherIs() async throws {
    let (database, dao, ids) = try await SummaryStoreFixture.make(hostile: false)
    let (newYear24, newYear25) = (1_704_067_200.0, 1_735_689_600.0)
    let dates = [
      newYear24 - 1_800, newYear24 + 1_800, newYear24 - 0.0004, newYear25 - 40_000,
      newYear25 + 40_000, newYear25 + 30 * 86_400 + 86_000, newYear25 + 31 * 86_400 + 50_000,
      newYear25 + 59 * 86_400 - 30_000,
    ]
    try await database.write { db in
      for (id, date) in zip(ids, dates) {
        _ = try db.run("UPDATE rounds SET created_at = ? WHERE id = ?", date, id)
      }
      try RoundSummaries.rebuildAll(db)
    }
    try await Self.expectAgreement(database, dao)
  }

  /// Tallies built, then a round deleted, rounds imported (one with no arrows), summaries
  /// rebuilt with a round moved a year, and the store backed up and restored: still equal.
  @Test func aStoreChangedAfterTheTalliesWereBuilt() async throws {
    let (database, dao, ids) = try await SummaryStoreFixture.make(hostile: false)
    try await Self.expectAgreement(database, dao)
    try await database.write { db in
      _ = try db.run("DELETE FROM rounds WHERE id = ?", ids[4])
      _ = try db.run("UPDATE rounds SET created_at = created_at - 400 * 86400 WHERE id = ?", ids[7])
      try RoundSummaries.rebuildAll(db)
    }
    let portsmouth = try RoundCatalogue.round("portsmouth").unwrapped()
    let nine = try ArrowValue(notation: "9", on: .tenZone)
    _ = try await dao.importRounds([
      RoundRecord(
        id: RoundID(), definition: portsmouth, status: .completed,
        startedAt: Date(timeIntervalSince1970: 1_735_689_600 - 600), arrows: []),
      RoundRecord(
        id: RoundID(), definition: portsmouth, status: .completed,
        startedAt: Date(timeIntervalSince1970: 1_735_689_600 + 600),
        arrows: [PlottedArrow(value: nine, endNumber: 1, arrowIndex: 0)]),
    ])
    try await Self.expectAgreement(database, dao)
    let document = try await StoreBackup.backup(database) { _, _ in }
    #expect(!document.tables.contains { $0.name == "round_summary_years" })
    let restored = try Database(.inMemory)
    try await StoreBackup.restore(document, into: restored) { _, _ in }
    try await Self.expectAgreement(restored, AnalyticsDAO(restored))
    #expect(
      try await database.read { try Self.tallies($0).kept }
        == restored.read { try Self.tallies($0).kept })
  }

  /// `quiver check` names each year whose kept tallies another program changed or removed; a
  /// repair (a rebuild of the summaries) writes them again.
  @Test func checkNamesTalliesThatDifferAndARepairMendsThem() async throws {
    let (database, _, _) = try await SummaryStoreFixture.make(hostile: false)
    try await database.write { db in
      #expect(try SummaryCheck.differences(db).isEmpty)
      _ = try db.run("UPDATE round_summary_years SET arrows = arrows + 1 WHERE year = 2023")
      _ = try db.run("DELETE FROM round_summary_years WHERE year = 2022")
      #expect(
        try SummaryCheck.differences(db)
          == [2022, 2023].map {
            "Kept yearly tallies (no archer, UTC year \($0)) differ from the round summaries."
          })
      try RoundSummaries.rebuildAll(db)
      #expect(try SummaryCheck.differences(db).isEmpty)
    }
  }

  /// A round row the screen names as not counted, its summary sound (the tallies count it): it
  /// is taken out of the totals and of its year, in every zone.
  @Test func aRowNamedAsNotCountedIsTakenOutOfItsYear() async throws {
    let (database, dao, ids) = try await SummaryStoreFixture.make(hostile: false)
    try await database.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run("UPDATE rounds SET status = 'sideways' WHERE id IN (?, ?)", ids[0], ids[1])
    }
    var filter = HistoryFilter()
    filter.leftOut = Set([ids[0], ids[1]].compactMap(RoundID.init))
    let counted = filter
    let summaries = try await dao.summaries(counted)
    #expect(try await database.read { try HistoryScope(counted, $0).byMonth })
    for zone in Self.zones {
      let timeZone = try #require(TimeZone(identifier: zone))
      let read = try await database.read { try AnalyticsDAO.hub($0, timeZone: timeZone) }
      #expect(read == AnalyticsHubFigures(summaries: summaries, timeZone: timeZone), "\(zone)")
      #expect(read.rounds == 88, "\(zone)")
    }
  }
}
