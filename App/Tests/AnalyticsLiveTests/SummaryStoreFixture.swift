import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store

@testable import AnalyticsLive

/// A store of every kind of round for the tests that compare what SQL sums and picks with what
/// Swift computes from every summary: rounds of three catalogue kinds and practice, every
/// status, some ended early, on UTC months' first and last days and mid-month over three years.
enum SummaryStoreFixture {
  /// The store, its DAO and the rounds' IDs in the order they were made. With `hostile`, other
  /// programs' damage is written over it: a damaged arrow, a second archer's rounds, an
  /// unreadable date, counts beyond their bounds.
  static func make(hostile: Bool) async throws -> (Database, AnalyticsDAO, [String]) {
    let database = try Database(.inMemory)
    let dao = AnalyticsDAO(database)
    let practice = RoundDefinition.practice(
      distance: .known(18, .metres), face: .known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    let kinds =
      try ["portsmouth", "wa18", "bray_i"].map { try RoundCatalogue.round($0).unwrapped() }
      + [practice]
    let statuses: [RoundStatus] = [.completed, .completed, .inProgress, .cancelled, .paused]
    var random = SeededGenerator(seed: 28)
    var records: [RoundRecord] = []
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
    guard hostile else { return (database, dao, ids) }
    try await database.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run(
        "UPDATE arrows SET points = 99 WHERE round_id = ?",
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
    return (database, dao, ids)
  }

  /// Makes `archer` the active one (none when `nil`).
  static func activate(_ archer: String?, in database: Database) async throws {
    try await database.write { db in
      _ = try db.run("DELETE FROM settings WHERE key = 'active_archer'")
      if let archer {
        _ = try db.run("INSERT INTO settings (key, value) VALUES ('active_archer', ?)", archer)
      }
    }
  }
}

extension Optional {
  /// The value, or a thrown error naming what was missing.
  func unwrapped() throws -> Wrapped {
    guard let self else { throw FixtureMissing() }
    return self
  }
}

/// A fixture's value that should exist did not.
struct FixtureMissing: Error {}
