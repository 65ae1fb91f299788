import Analytics
import AnalyticsLive
import CoreInterfaces
import Foundation
import Store
import Testing

/// Issue 16: a stored arrow another tool left out of range reads without trapping or leaking
/// `inf`/`nan` into statistics, plots and exports, and every other row still reads.
@Suite("Analytics reads damaged rows", .timeLimit(.minutes(1)))
struct StoredDamageTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  /// Runs `sql` with CHECK constraints off, as `sqlite3` with `ignore_check_constraints` would.
  func plant(_ sql: String, _ round: RoundID) async throws {
    try await database.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run(sql, round.description)
    }
  }

  func arrowSQL(_ set: String, index: Int) -> String {
    """
    UPDATE arrows SET \(set) WHERE arrow_index = \(index)
      AND round_id = ? AND end_number = 1
    """
  }

  @Test func aPositionNotFiniteOrBeyondTenMetresIsReadAsNoneAndItsPointsStillCount()
    async throws
  {
    let id = try await ShotRounds.save(
      "wa18", arrows: ["10", "9", "8", "7"], perEnd: 4, system: .tenZone, in: database)
    try await plant(arrowSQL("x = 'NaN', y = 1e999", index: 0), id)
    try await plant(arrowSQL("x = 10.5, y = 0", index: 1), id)
    try await plant(arrowSQL("x = -1e999, y = 0.01", index: 2), id)
    try await plant(arrowSQL("x = 0.02, y = -0.03", index: 3), id)
    let dao = AnalyticsDAO(database)
    for round in [try await dao.round(id), try #require(try await dao.rounds().first)] {
      #expect(round.arrows.map(\.value.points) == [10, 9, 8, 7])
      #expect(round.arrows.map(\.x) == [nil, nil, nil, 0.02])
      #expect(round.arrows.map(\.y) == [nil, nil, nil, -0.03])
    }
    // The export encodes: no infinity reaches JSONEncoder.
    _ = try JSONEncoder().encode(try await dao.rounds())
  }

  @Test func pointsOutOfRangeNameTheRowAndEveryOtherRoundStillReads() async throws {
    let damaged = try await ShotRounds.save(
      "wa18", arrows: ["10", "9", "8"], perEnd: 3, system: .tenZone, createdAt: 100,
      in: database)
    let kept = try await ShotRounds.save(
      "portsmouth", arrows: ["9", "9"], perEnd: 3, system: .tenZone, createdAt: 200,
      in: database)
    try await plant(arrowSQL("points = 99", index: 1), damaged)
    let dao = AnalyticsDAO(database)
    #expect(try await dao.rounds().map(\.id) == [kept])
    #expect(try await dao.round(kept).arrows.count == 2)
    let error = try await #require(throws: StoreDamage.self) { _ = try await dao.round(damaged) }
    #expect(error.row == "arrow (end 1, arrow 2) of round \(damaged)")
    #expect(!error.description.contains("\n"))
    #expect(try await dao.roundTotals().map(\.id) == [kept])
  }
}
