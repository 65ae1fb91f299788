import Analytics
import CoreInterfaces
import Foundation
import Store
import Testing

@testable import AnalyticsLive

/// The queries that find damage, bests and the trend read schema v15's indexes (the partial
/// ones hold only damaged rows), so they cost the same on 100,000 rounds as on ten: the SQL they
/// are built from is the text the indexes were made with.
@Suite("Damage and bests are read through their indexes", .timeLimit(.minutes(1)))
struct DamageIndexTests {
  /// What SQLite's plan for `sql` says, one step a line.
  func plan(_ sql: String, _ db: Connection) throws -> String {
    try db.query("EXPLAIN QUERY PLAN \(sql)") { $0.string(3) }.joined(separator: "\n")
  }

  @Test func eachQueryReadsItsIndex() async throws {
    let (database, _, _) = try await SummaryStoreFixture.make(hostile: false)
    try await database.read { db in
      let scope = try HistoryScope(HistoryFilter(), db)
      var damaged = HistoryFilter()
      damaged.withDamagedArrows = true
      var plans = [
        (
          "rounds_unreadable",
          "SELECT * FROM rounds WHERE rowid IN (\(AnalyticsDAO.unreadableCandidates))"
        ),
        (
          "rounds_definitions",
          "SELECT * FROM rounds WHERE rowid IN (\(AnalyticsDAO.unreadableCandidates))"
        ),
        (
          "arrows_damaged", "SELECT * FROM arrows a WHERE \(RoundRowCandidates.damagedPoints("a."))"
        ),
        (
          "round_summaries_damaged",
          "SELECT * FROM round_summaries s WHERE \(try HistoryScope(damaged, db).sql)"
        ),
        (
          "round_summaries_unreadable",
          "SELECT 1 FROM round_summaries s WHERE \(RoundRowCandidates.unreadableSummary("s."))"
        ),
        (
          "round_summaries_unbounded",
          "SELECT 1 FROM round_summaries s WHERE \(RoundRowCandidates.unboundedSummary("s."))"
        ),
        (
          "COVERING INDEX round_summaries_best",
          "SELECT s.codename, max(s.total) FROM round_summaries s WHERE \(scope.sql) AND s.complete = 1 GROUP BY s.codename"
        ),
        (
          "round_summaries_by_date",
          "SELECT * FROM round_summaries s WHERE \(scope.sql) ORDER BY s.date DESC, s.round_id DESC LIMIT 10"
        ),
      ]
      // A month's sums read their range of the date index alone.
      #expect(scope.byMonth)
      plans.append(
        (
          "COVERING INDEX round_summaries_by_date",
          "SELECT count(*), sum(s.arrows), sum(s.total), sum(s.arrows > 0), sum(s.handicap), group_concat(DISTINCT s.classification) FROM round_summaries s WHERE \(scope.sql) AND s.date >= 0 AND s.date < 1"
        ))
      for (index, sql) in plans {
        let read = try plan(sql.replacingOccurrences(of: "?1", with: "'[]'"), db)
        #expect(read.contains(index), "\(index): \(read)")
      }
      // The hub's not-counted rows and each kind's best seek, never walk the archer's rounds:
      // the candidates drive, and each kind and its top total are found in the index.
      let rows = try plan(
        AnalyticsDAO.unreadableRowsQuery.replacingOccurrences(of: "?1", with: "'[]'"), db)
      #expect(!rows.contains("SCAN rounds") && !rows.contains("rounds_page"), "\(rows)")
      let kinds = try plan(
        AnalyticsDAO.bestsBySeeking(
          "\(scope.indexing(["archer_id", "codename"])) AND s.complete = 1", "s.total"), db)
      #expect(
        kinds.contains("codename>?") && kinds.contains("codename=? AND complete=?"), "\(kinds)")
      // A scan for a sum is one pass (of the table or a covering index), never a look-up a row.
      let sum = try plan("SELECT sum(s.total) FROM round_summaries s WHERE \(scope.scan)", db)
      #expect(sum.contains("SCAN s") && !sum.contains("SEARCH s USING"), "\(sum)")
      // In a sound store each partial index holds nothing.
      for (table, condition) in [
        ("rounds", RoundRowCandidates.rowDamage()), ("arrows", RoundRowCandidates.damagedPoints()),
        ("round_summaries", RoundRowCandidates.unreadableSummary()),
        ("round_summaries", RoundRowCandidates.unboundedSummary()),
      ] {
        #expect(try db.scalar("SELECT count(*) FROM \(table) WHERE \(condition)") == .integer(0))
      }
    }
  }
}
