import Analytics
import AnalyticsLive
import CoreInterfaces
import Foundation
import LiveDependencies
import Store

/// Over the store's 10,000 rounds of 72 arrows (written by raw SQL, so without summaries):
/// `summary_rewrite_us` (one 72-arrow round's summary rebuilt from its arrows, as an undo, a
/// status change or a completing arrow does; a plain save only adds its arrow, which
/// `store_arrow_save_memory_us` includes),
/// `summary_rebuild_ms_10k_rounds` (every summary rebuilt from the arrows, one transaction),
/// `summary_check_differences` (what `quiver check` then finds: 0), `analytics_stats_ms_10k_rounds`
/// (statistics across every round from the stored summaries, best of 5),
/// `analytics_stats_ms_100k_rounds` (the same after 90,000 more rounds' summaries, copied from
/// the first 10,000 without arrows: statistics read summaries only) and `export_arrows_per_s`
/// (the CSV export, progress and all). The handicap figures are `HandicapBenchmarks`'.
enum AnalyticsBenchmarks {
  static func overStore(_ database: Database) async throws {
    let clock = ContinuousClock()
    try await rewriteCost(database)
    let rebuilding = try await clock.measure {
      try await database.write { try RoundSummaries.rebuildAll($0) }
    }
    report("summary_rebuild_ms_10k_rounds", rebuilding.nanoseconds / 1e6)
    let differences = try await database.read { try SummaryCheck.differences($0).count }
    report("summary_check_differences", Double(differences), decimals: 0)

    report("analytics_stats_ms_10k_rounds", try await statistics(database, expecting: 10_000))

    let bytes = Locked(0)
    var arrows = 0
    let exporting = try await clock.measure {
      arrows = try await CompositionRoot.withLiveDependencies(database: database) {
        try await RoundTransfer().export(.csv) { text in bytes.withLock { $0 += text.utf8.count } }
          .arrows
      }
    }
    report("export_arrows_per_s", Double(arrows) / (exporting.nanoseconds / 1e9), decimals: 0)

    try await copySummaries(database, times: 9)
    report("analytics_stats_ms_100k_rounds", try await statistics(database, expecting: 100_000))
  }

  /// `summary_rewrite_us`: what a rebuild adds to its transaction, one 72-arrow round's summary
  /// from its arrows (mean of 500 in one transaction: no fsync in the figure).
  private static func rewriteCost(_ database: Database) async throws {
    let id = try await database.read { db in
      try db.query("SELECT round_id FROM ends GROUP BY round_id LIMIT 1") { $0.string(0) }.first
    }
    guard let id else { return }
    let clock = ContinuousClock()
    let elapsed = try await clock.measure {
      try await database.write { db in
        for _ in 0..<500 { try RoundSummaries.rewrite(id, db) }
      }
    }
    report("summary_rewrite_us", elapsed.nanoseconds / 1e3 / 500)
  }

  /// The best of five: read the active archer's summaries and compute the statistics across
  /// them, handicaps and best scores included.
  private static func statistics(_ database: Database, expecting count: Int) async throws
    -> Double
  {
    let clock = ContinuousClock()
    let analytics = AnalyticsDAO(database)
    var best = Double.infinity
    var rounds = 0
    for _ in 0..<5 {
      let elapsed = try await clock.measure {
        let stats = StatisticsAcrossRounds(
          summaries: try await analytics.summaries(HistoryFilter()))
        rounds = stats.rounds
        blackHole(stats.trend.count)
      }
      best = min(best, elapsed.nanoseconds / 1e6)
    }
    precondition(rounds >= count, "expected \(count) rounds, got \(rounds)")
    return best
  }

  /// Adds `times` copies of every round's row and summary under new IDs, without arrows.
  private static func copySummaries(_ database: Database, times: Int) async throws {
    try await database.write { db in
      let ids = try db.query("SELECT round_id FROM round_summaries") { $0.string(0) }
      for _ in 0..<times {
        for id in ids {
          let copy = RoundID().description
          _ = try db.run(
            """
            INSERT INTO rounds (id, codename, status, created_at, updated_at)
            SELECT ?, codename, status, created_at, updated_at FROM rounds WHERE id = ?
            """, copy, id)
          _ = try db.run(
            """
            INSERT INTO round_summaries
            SELECT ?, archer_id, setup_id, codename, name, maximum, status, date, setup_version,
              arrows, total, hits, golds, xs, ten_plus_x, possible, arrows_in_round,
              damaged_arrows, arrows_outside_round, complete, handicap, classification
            FROM round_summaries WHERE round_id = ?
            """, copy, id)
        }
      }
    }
  }
}
