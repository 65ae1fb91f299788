import Analytics
import CoreInterfaces
import Foundation
import Store
import Testing

@testable import AnalyticsLive

/// The Analytics screen's unreadable rounds come from queries that find candidates, not from
/// reading every round: they must name exactly what reading every round names.
@Suite("Unreadable rounds found by query", .timeLimit(.minutes(1)))
struct UnreadableRoundsTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  func save(_ codename: String, _ arrows: [String] = ["9", "8", "7"], at time: Double) async throws
    -> String
  {
    try await ShotRounds.save(
      codename, arrows: arrows, perEnd: 3, system: .tenZone, createdAt: time, in: database
    ).description
  }

  @Test func theQueryNamesWhatTheWholeListNames() async throws {
    let kept = try await save("wa18", at: 100)
    let badSnapshot = try await save("portsmouth", at: 200)
    let garbageButKnown = try await save("wa18", at: 300)
    let badStatus = try await save("bray_i", at: 400)
    let overflowing = try await save("wa18", ["9", "8", "7", "6", "5", "4"], at: 600)
    let textPoints = try await save("wa18", at: 700)
    let negative = try await save("wa18", at: 800)
    try await database.write { db in
      try db.execute(
        """
        PRAGMA ignore_check_constraints = ON;
        UPDATE rounds SET definition = '{"foo": 1}', codename = 'nope' WHERE id = '\(badSnapshot)';
        UPDATE rounds SET definition = 'garbage' WHERE id = '\(garbageButKnown)';
        UPDATE rounds SET status = 'sideways' WHERE id = '\(badStatus)';
        INSERT INTO rounds (id, codename, status, created_at, updated_at)
          VALUES ('not-a-uuid', 'wa18', 'completed', 500, 500);
        UPDATE arrows SET points = 99 WHERE arrow_index = 1
          AND round_id = '\(overflowing)';
        UPDATE arrows SET points = 12 WHERE arrow_index = 2
          AND round_id = '\(overflowing)';
        UPDATE arrows SET points = 'nine' WHERE arrow_index = 0
          AND round_id = '\(textPoints)';
        UPDATE arrows SET points = -1 WHERE arrow_index = 2
          AND round_id = '\(negative)';
        PRAGMA ignore_check_constraints = OFF;
        """)
    }
    let found = try await AnalyticsDAO(database).unreadableRounds()
    let whole = try await database.read { try AnalyticsDAO.listed(in: $0).damaged }
    #expect(found == whole)
    #expect(found.count == 6, "\(found)")
    for named in [badSnapshot, badStatus, overflowing, textPoints, negative] {
      #expect(found.contains { $0.row.contains(named) }, "\(named)")
    }
    #expect(found.contains { $0.row.contains("not-a-uuid") })
    for readable in [kept, garbageButKnown] {
      #expect(!found.contains { $0.row.contains(readable) }, "read by codename: \(readable)")
    }
    #expect(found.contains { $0.row == "arrow (end 1, arrow 2) of round \(overflowing)" })
  }

  @Test func aStoreWithNothingDamagedNamesNothing() async throws {
    _ = try await save("wa18", at: 100)
    _ = try await save("portsmouth", at: 200)
    #expect(try await AnalyticsDAO(database).unreadableRounds().isEmpty)
  }
}
