import CoreInterfaces
import Scoring
import ScoringLive
import ScoringTestSupport
import Store
import Testing

/// The live match client keeps every rule of the match store's contract (Scoring runs the same
/// checks against its in-memory client), and what only SQLite shows: a set stored against the
/// rules reads as damage naming the match, never as a match that disagrees with them.
@Suite("Match client (SQLite)", .timeLimit(.minutes(1)))
struct MatchDAOTests {
  @Test(arguments: MatchClientContract.checks)
  func keepsTheContract(_ check: MatchClientContract.Check) async throws {
    let database = try Database(.inMemory)
    let contract = MatchClientContract(client: .live(database)) {
      let id = ArcherID()
      try await layDownArcher(id, in: database)
      return id
    }
    try await contract.verify(check)
  }

  @Test func aStoredSetTheRulesRefuseIsDamageNamingTheMatch() async throws {
    let database = try Database(.inMemory)
    let client = MatchClient.live(database)
    let sheet = try await client.start(
      try MatchSheet(
        sideA: [try MatchEntrant(name: "Ana")], sideB: [try MatchEntrant(name: "Ben")],
        match: Match(format: .sets)))
    try await database.write { db in
      _ = try db.run(
        "INSERT INTO match_sets (match_id, set_number, arrows_a, arrows_b) VALUES (?, 1, '10 10 10 10', '9 9 9')",
        sheet.id.description)
    }
    let listed = try await client.list()
    #expect(listed.items.isEmpty)
    #expect(listed.damaged.first?.id == sheet.id.description)
  }
}
