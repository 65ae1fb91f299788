import Foundation
import Testing

@testable import Store

/// `quiver check` compares the kept round counts (schema 16) with the rounds: a wrong or missing
/// row, which would page the Rounds screen wrongly, is one difference, and a rebuild mends it.
@Suite("Checking the kept round counts")
struct RoundCountCheckTests {
  func store(rounds: Int) async throws -> Database {
    let database = try Database(.inMemory)
    try await database.write { db in
      for number in 1...rounds {
        _ = try db.run(
          """
          INSERT INTO rounds (id, codename, status, created_at, updated_at)
          VALUES (printf('%08x-0000-4000-8000-000000000000', ?), 'portsmouth', 'completed', ?, ?)
          """, number, Double(number), Double(number))
      }
      try RoundSummaries.rebuildAll(db)
    }
    return database
  }

  @Test func soundCountsAreNoDifference() async throws {
    let database = try await store(rounds: 3)
    #expect(try await database.read { try SummaryCheck.differences($0) } == [])
  }

  @Test(arguments: [
    ("UPDATE round_summary_counts SET rounds = 7777", "stored 7777, from the rounds 3"),
    ("DELETE FROM round_summary_counts", "stored none, from the rounds 3"),
    (
      "INSERT INTO round_summary_counts VALUES ('someone', 2)",
      "archer someone's rounds (the Rounds screen's \"of N\"): stored 2, from the rounds none"
    ),
  ])
  func aWrongCountIsNamedAndARebuildMendsIt(edit: String, named: String) async throws {
    let database = try await store(rounds: 3)
    try await database.write { try $0.execute(edit) }
    let found = try await database.read { try SummaryCheck.differences($0) }
    #expect(found.count == 1)
    #expect(found.first?.contains(named) == true, "\(found)")
    let after = try await database.write { db in
      try RoundCountCheck.rebuild(db)
      return try SummaryCheck.differences(db)
    }
    #expect(after == [])
  }
}
