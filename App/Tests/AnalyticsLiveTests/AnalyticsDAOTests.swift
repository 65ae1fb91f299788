import Analytics
import AnalyticsLive
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

@Suite("Analytics DAO", .timeLimit(.minutes(1)))
struct AnalyticsDAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  @Test func analyticsTotalsMatchTheArrows() async throws {
    let analytics = AnalyticsDAO(database)
    let id = try await ShotRounds.save(
      "portsmouth", arrows: ["X", "9", "M", "10", "7", "8"], perEnd: 3, system: .tenZone,
      in: database)
    #expect(
      try await analytics.roundTotals() == [
        RoundTotals(id: id, arrows: 6, total: 44, xs: 1, misses: 1)
      ])
    #expect(try await analytics.rounds().map(\.name) == ["Portsmouth"])
    #expect(try await analytics.round(id).arrows.count == 6)
  }
}

extension AnalyticsDAOTests {
  @Test func arrowsComeBackInShootingOrderWithXAndMiss() async throws {
    let id = try await ShotRounds.save(
      "wa18", arrows: ["10", "X", "M", "9", "8", "7"], perEnd: 3, system: .tenZone, in: database)
    let arrows = try await AnalyticsDAO(database).round(id).arrows
    #expect(arrows.map(\.endNumber) == [1, 1, 1, 2, 2, 2])
    #expect(arrows.map(\.value.points) == [10, 10, 0, 9, 8, 7])
    #expect(arrows.map(\.value.isX) == [false, true, false, false, false, false])
    #expect(arrows.map(\.value.isMiss) == [false, false, true, false, false, false])
  }

  @Test func roundsAreListedNewestFirst() async throws {
    let older = try await ShotRounds.save(
      "portsmouth", arrows: ["9"], perEnd: 3, system: .tenZone, createdAt: 100, in: database)
    let newer = try await ShotRounds.save(
      "wa18", arrows: ["9"], perEnd: 3, system: .tenZone, createdAt: 200, in: database)
    #expect(try await AnalyticsDAO(database).rounds().map(\.id) == [newer, older])
  }

  @Test func aRoundThatCannotBeReadIsNamedNotHidden() async throws {
    let kept = try await ShotRounds.save(
      "wa18", arrows: ["9"], perEnd: 3, system: .tenZone, in: database)
    let broken = try await ShotRounds.save(
      "portsmouth", arrows: ["9"], perEnd: 3, system: .tenZone, in: database)
    let overflowing = try await ShotRounds.save(
      "bray_i", arrows: ["9"], perEnd: 3, system: .tenZone, in: database)
    try await database.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")  // as another tool might have
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run(
        "UPDATE rounds SET definition = '{\"foo\":1}', codename = 'nope' WHERE id = ?",
        broken.description)
      _ = try db.run(
        "UPDATE arrows SET points = 99 WHERE round_id = ?",
        overflowing.description)
    }
    let analytics = AnalyticsDAO(database)
    #expect(try await analytics.rounds().map(\.id) == [kept])
    let unreadable = try await analytics.unreadableRounds()
    #expect(unreadable.count == 2, "both rounds left out are named: \(unreadable)")
    #expect(unreadable.contains { $0.row.contains(broken.description) })
    #expect(unreadable.contains { $0.row.contains(overflowing.description) })
  }

  @Test func roundsAreNamedFromTheDefinitionTheyKeep() async throws {
    let id = try await ShotRounds.save(
      "custom_garage", arrows: ["9"], perEnd: 3, system: .tenZone, in: database)
    let garage = RoundDefinition(
      id: "custom_garage", name: "Garage 10 m",
      passes: [
        .init(
          arrows: 30, distance: Length.known(10, .metres), face: Length.known(40, .centimetres),
          system: .tenZone, indoor: true)
      ], arrowsPerEnd: 3)
    let json = String(decoding: try JSONEncoder().encode(garage), as: UTF8.self)
    try await database.write { db in
      _ = try db.run("UPDATE rounds SET definition = ? WHERE id = ?", json, id.description)
    }
    #expect(try await AnalyticsDAO(database).rounds().map(\.name) == ["Garage 10 m"])
  }

  @Test func anImportRoundTripsAndTwiceAddsNothingAndABadOneAddsNothingAtAll() async throws {
    let dao = AnalyticsDAO(database)
    let first = try await dao.importRounds(AnalyticsSamples.rounds)
    #expect(first == ImportSummary(rounds: 2, arrows: 24, skipped: 0))
    #expect(try await dao.rounds() == AnalyticsSamples.rounds, "identical: IDs, dates, positions")
    #expect(try await dao.importRounds(AnalyticsSamples.rounds).skipped == 2)
    var bad = AnalyticsSamples.portsmouth
    bad.id = RoundID()
    bad.arrows[0].value = ArrowValue(uncheckedPoints: 11, isX: false, isMiss: false)
    var good = AnalyticsSamples.worcester
    good.id = RoundID()
    await #expect(throws: AnalyticsError.self) { _ = try await dao.importRounds([good, bad]) }
    #expect(try await dao.rounds().count == 2, "all or nothing")
  }

  @Test func theObservedQueryFollowsEveryCommitToRoundsAndArrows() async throws {
    let dao = AnalyticsDAO(database)
    var updates = dao.observeRounds().makeAsyncIterator()
    #expect(try await updates.next()?.isEmpty == true)
    _ = try await ShotRounds.save("wa18", arrows: ["9"], perEnd: 3, system: .tenZone, in: database)
    #expect(try await updates.next()?.first?.arrows.count == 1)
  }
}
