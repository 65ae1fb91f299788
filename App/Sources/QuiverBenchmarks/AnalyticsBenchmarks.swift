import Analytics
import AnalyticsLive
import CoreInterfaces
import Foundation
import LiveDependencies
import Store

/// Over the store's 10,000 rounds of 72 arrows: `analytics_stats_ms_10k_rounds` (read every
/// round with its arrows from the live store and compute the statistics across them, handicaps
/// included) and `export_arrows_per_s` (the CSV export, progress and all). The handicap figures
/// are `HandicapBenchmarks`'.
enum AnalyticsBenchmarks {
  static func overStore(_ database: Database) async throws {
    let clock = ContinuousClock()
    var rounds = 0
    let statistics = try await clock.measure {
      let stats = StatisticsAcrossRounds(try await AnalyticsDAO(database).rounds())
      rounds = stats.rounds
      blackHole(stats.trend.count)
    }
    precondition(rounds >= 10_000, "expected 10,000 rounds, got \(rounds)")
    report("analytics_stats_ms_10k_rounds", statistics.nanoseconds / 1e6)

    let bytes = Locked(0)
    var arrows = 0
    let exporting = try await clock.measure {
      arrows = try await CompositionRoot.withLiveDependencies(database: database) {
        try await RoundTransfer().export(.csv) { text in bytes.withLock { $0 += text.utf8.count } }
      }
    }
    report("export_arrows_per_s", Double(arrows) / (exporting.nanoseconds / 1e9), decimals: 0)
  }
}
