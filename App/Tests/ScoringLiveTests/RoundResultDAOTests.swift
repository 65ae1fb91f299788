import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Store
import Testing

@testable import ScoringLive

/// The score card read from the stored summaries: its figures, and a complete round's standing
/// against the best other complete round of its codename by the same archer.
@Suite("Round results (SQLite)", .timeLimit(.minutes(1)))
struct RoundResultDAOTests {
  let database: Database
  let rounds: RoundDAO
  let results: RoundResultDAO
  init() throws {
    database = try Database(.inMemory)
    rounds = RoundDAO(database)
    results = RoundResultDAO(database)
  }

  /// Shoots a round of `codename` with `arrows` (in order, ends filled as they come).
  func shoot(_ codename: String, _ arrows: [Int]) async throws -> RoundID {
    let round = try await rounds.start(try #require(RoundCatalogue.round(codename)), setup: nil)
    let perEnd = round.definition.arrowsPerEnd
    let line = try arrows.enumerated().map { index, points in
      ScoredArrow(
        endNumber: index / perEnd + 1, arrowIndex: index % perEnd,
        value: try ArrowValue(points: points, on: .tenZone))
    }
    try await rounds.saveArrows(round.id, line, expecting: [], by: UUID())
    return round.id
  }

  @Test func theFirstIsABestABetterOneIsABestByItsMarginAndAnEqualOrWorseOneIsNot() async throws {
    let archers = ArcherClient.live(database)
    _ = try await archers.add(try Archer(name: "Sam", bowStyle: .recurve))
    let first = try await results.result(try await shoot("bray_i", Array(repeating: 9, count: 30)))
    #expect(first.summary.isComplete && first.summary.tally.total == 270)
    #expect(first.standing == .first)
    #expect(first.summary.handicap != nil)
    #expect(first.summary.classification != nil, "the archer's category is known")
    let better = try await results.result(
      try await shoot("bray_i", Array(repeating: 9, count: 28) + [10, 10]))
    #expect(better.standing == .improved(previous: 270, by: 2))
    let equal = try await results.result(
      try await shoot("bray_i", Array(repeating: 9, count: 28) + [10, 10]))
    #expect(equal.standing == .short(best: 272), "an equal score is no new best")
    let worse = try await results.result(try await shoot("bray_i", Array(repeating: 8, count: 30)))
    #expect(worse.standing == .short(best: 272))
    #expect(worse.standing?.isPersonalBest == false)

    // Another archer's rounds are theirs: Alex's first Bray I is a best, whatever Sam shot.
    let alex = try await archers.add(try Archer(name: "Alex", bowStyle: .recurve))
    _ = try await archers.switchTo(alex.id)
    let theirs = try await results.result(try await shoot("bray_i", Array(repeating: 5, count: 30)))
    #expect(theirs.standing == .first)
  }

  @Test func anUnfinishedOrEndedEarlyRoundHasNoStandingNoHandicapNoClass() async throws {
    _ = try await results.result(try await shoot("bray_i", Array(repeating: 9, count: 30)))
    let open = try await shoot("bray_i", [10, 10, 10])
    let going = try await results.result(open)
    #expect(going.standing == nil && !going.isEndedEarly, "still being shot")
    try await rounds.setStatus(open, .completed)
    let early = try await results.result(open)
    #expect(early.isEndedEarly)
    #expect(early.standing == nil && early.summary.handicap == nil)
    #expect(early.summary.classification == nil)
    #expect(early.summary.tally.total == 30)
  }

  @Test func aDamagedSummaryIsNamedAndADeletedRoundIsNotFound() async throws {
    let id = try await shoot("bray_i", [9, 9, 9])
    try await database.write { db in  // another tool writes what Quiver would not
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run(
        "UPDATE round_summaries SET status = 'sideways' WHERE round_id = ?", id.description)
    }
    await #expect(
      throws: StoreDamage(
        row: "summary of round \(id)", problem: "its status is not one Quiver knows")
    ) {
      try await results.result(id)
    }
    try await rounds.delete(id)
    await #expect(throws: ScoringError.roundNotFound(id)) { try await results.result(id) }
  }

  /// A card's previous best reads down `round_summaries_best` (schema 15) to the first earlier
  /// round, not every summary of the kind (issue 28: opening a round on 10,000 rounds cost 3.9×
  /// opening it on a new store).
  @Test func thePreviousBestReadsDownAnIndexNotEverySummary() async throws {
    let plan = try await database.read { db in
      try db.query("EXPLAIN QUERY PLAN " + RoundResultDAO.previousBest, "a", "b", 0.0) {
        $0.string(3)
      }
    }
    #expect(plan.contains { $0.contains("round_summaries_best") }, "\(plan)")
    #expect(!plan.contains { $0.hasPrefix("SCAN") }, "\(plan)")
    #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "no sort: \(plan)")
  }

  /// Looking for an unfinished round of a kind (starting one, picking its kind) reads the open
  /// rounds through `rounds_open`, not every round of the archer through `rounds_page`
  /// (issue 28: SQLite chose the index that gave its order).
  @Test func anUnfinishedRoundIsLookedForAmongTheOpenOnes() async throws {
    let plan = try await database.read { db in
      try db.query("EXPLAIN QUERY PLAN " + RoundDAO.unfinishedQuery, "wa18") { $0.string(3) }
    }
    #expect(plan.contains { $0.contains("USING INDEX rounds_open") }, "\(plan)")
    #expect(!plan.contains { $0.contains("rounds_page") }, "\(plan)")
  }
}
