import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Scoring
import Store

/// The active archer's rounds an analytics read left out because their rows are damaged, each as
/// one line saying why: `export` and `stats` never drop a round without a word.
enum UnreadRounds {
  /// One line per round the rounds list knows (or lists as damaged) that is not in `read`:
  /// the list's damaged rows (found by its query), then each round of the active archer that
  /// `read` lacks (found by a query over the rounds' IDs, not by reading every round, and only
  /// when fewer rounds were read than are stored), in the list's order, named by the analytics
  /// read of that round alone.
  static func lines(besides read: Set<RoundID>, in database: Database) async throws -> [String] {
    @Dependency(\.rounds) var rounds
    @Dependency(\.analytics) var analytics
    // A round whose summary alone is damaged is exported from its arrows: not named here.
    let damaged = try await rounds.damagedRows().filter { $0.problem != DamagedSummaries.problem }
    var lines = damaged.map(\.description)
    let named = Set(damaged.compactMap(\.id))
    // Every round read (the usual case) is told by a count: the IDs are handed to SQLite only
    // when some are missing, so an export of every round holds no second copy of their IDs.
    let stored = try await database.read { db in
      try db.query("SELECT count(*) FROM rounds WHERE \(ActiveArcher.matches())") { $0.int(0) }
    }
    guard stored.first != read.count else { return lines }
    let written = String(
      decoding: try JSONEncoder().encode(read.map(\.description)), as: UTF8.self)
    let left = try await database.read { db in
      try db.query(
        """
        SELECT id FROM rounds
        WHERE \(ActiveArcher.matches()) AND lower(id) NOT IN (SELECT value FROM json_each(?))
        ORDER BY created_at DESC, id
        """, written
      ) { RoundID(uuidString: $0.string(0)) }.compactMap { $0 }
    }
    for id in left where !named.contains(id.description) {
      // Asked for alone, the analytics read names what is damaged (an arrow's points).
      do { _ = try await analytics.round(id) } catch {
        lines.append(ErrorText.line(for: error))
      }
    }
    return lines
  }

  /// The round rows that do not read. History reads stored summaries, which another tool's
  /// damage to a row does not reach, so history leaves these out and names them.
  static func damagedRows() async throws -> [StoreDamage] {
    @Dependency(\.rounds) var rounds
    return try await rounds.damagedRows()
  }

  /// `filter` without the round rows that do not read, each named on standard error as not
  /// counted; then, unless `arrows` is false, each counted round whose summary counts a damaged
  /// arrow is named (`DamagedArrows`). What every history read says before its figures, so
  /// `stats`, `stats seasons` and `stats pbs` count and name damaged rounds one way; found by
  /// queries through partial indexes, never by reading every round.
  static func counting(_ filter: HistoryFilter, _ output: Output, arrows: Bool = true)
    async throws -> HistoryFilter
  {
    let damaged = try await damagedRows()
    for damage in damaged { output.error("Not counted: \(damage).") }
    var counted = filter
    counted.leftOut = Set(damaged.compactMap { $0.id.flatMap(RoundID.init(uuidString:)) })
    if arrows { try await sayDamagedArrows(counted, output) }
    return counted
  }

  /// Names each round `filter` picks whose summary counts a damaged arrow (`DamagedArrows`),
  /// read through the partial index of those summaries alone.
  static func sayDamagedArrows(_ filter: HistoryFilter, _ output: Output) async throws {
    @Dependency(\.analytics) var analytics
    var damaged = filter
    damaged.withDamagedArrows = true
    let summaries = try await analytics.summaries(damaged)
    DamagedArrows.say(summaries.sorted { $0.id.description < $1.id.description }, output)
  }
}
