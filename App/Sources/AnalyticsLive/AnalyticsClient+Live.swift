public import Analytics
import Foundation
public import Store

extension AnalyticsClient {
  /// Analytics backed by the SQLite store: the value App's composition root registers.
  public static func live(_ database: Database) -> AnalyticsClient {
    let dao = AnalyticsDAO(database)
    var client = AnalyticsClient(
      rounds: { try await dao.rounds() },
      observeRounds: { dao.observeRounds() },
      round: { try await dao.round($0) },
      importRounds: { try await dao.importRounds($0) },
      unreadableRounds: { try await dao.unreadableRounds() },
      summaries: { try await dao.summaries($0) },
      observeSummaries: { dao.observeSummaries($0) },
      observeRound: { dao.observeRound($0) },
      observeHub: { dao.observeHub() },
      importArchersRounds: { try await dao.importRounds($0, archer: $1) },
      importStream: { try await dao.importRounds(archer: $0, from: $1) },
      eachRound: { try await dao.eachRound(begin: $0, $1) },
      plottedRounds: { try await dao.plottedRounds() },
      matchHistory: { try await dao.matchHistory($0) })
    client.statistics = { try await dao.statistics($0, trendShown: $1) }
    client.personalBests = { try await dao.personalBests($0) }
    client.seasons = { try await dao.seasons($0, timeZone: .current) }
    return client
  }
}
