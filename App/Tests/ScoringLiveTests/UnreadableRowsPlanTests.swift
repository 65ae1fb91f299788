import CoreInterfaces
import Foundation
import Scoring
import Store
import Testing

@testable import ScoringLive

/// The Rounds screen's every read looks for unreadable round rows; that look reads its
/// candidates (partial indexes of nothing in a sound store) and each candidate by rowid, never
/// the archer's every round in `rounds_page` testing each against them (issue 28: the Rounds
/// list's keypress on 10,000 rounds cost 1.8–2.4× the same on a fresh store).
@Suite("Unreadable round rows are read through their candidates", .timeLimit(.minutes(1)))
struct UnreadableRowsPlanTests {
  @Test func theCandidatesDriveNotTheArchersEveryRound() async throws {
    let database = try Database(.inMemory)
    let definition = try #require(RoundCatalogue.round("portsmouth"))
    for _ in 0..<3 { _ = try await RoundDAO(database).start(definition, setup: nil) }
    let plan = try await database.read { db in
      try db.query("EXPLAIN QUERY PLAN \(RoundDAO.unreadableQuery)", "[]") { $0.string(3) }
    }
    #expect(!plan.contains { $0.contains("rounds_page") }, "\(plan)")
    #expect(plan.first?.contains("rowid=?") == true, "\(plan)")
    // What it finds is unchanged: a row with a start out of range, and nothing else.
    let id = try await RoundDAO(database).start(definition, setup: nil).id
    try await database.write { db in
      _ = try db.run("UPDATE rounds SET created_at = 1e300 WHERE id = ?", id.description)
    }
    let found = try await database.read { try RoundDAO.unreadable($0) }
    #expect(found.map(\.damage.id) == [id.description])
  }
}
