import Analytics
import AnalyticsLive
import CoreInterfaces
import Foundation
import LiveDependencies
import Store

/// `handicap_from_score_us`: one integer handicap from a score on a York (the root finder and the
/// integer rule). Over the store's 10,000 rounds of 72 arrows: `analytics_stats_ms_10k_rounds`
/// (read every round with its arrows from the live store and compute the statistics across
/// them, handicaps included) and `export_arrows_per_s` (the CSV export, progress and all).
enum AnalyticsBenchmarks {
  static func run() throws {
    guard let york = RoundCatalogue.round("york") else { return }
    let model = try RoundHandicaps(york)
    var checksum = 0
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<5 {
      let elapsed = try clock.measure {
        for score in stride(from: 100, to: 1_200, by: 11) {
          checksum &+= try model.integerHandicap(for: score)
        }
      }
      best = min(best, elapsed.nanoseconds / 100 / 1_000)
    }
    blackHole(checksum)
    report("handicap_from_score_us", best)
  }

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
