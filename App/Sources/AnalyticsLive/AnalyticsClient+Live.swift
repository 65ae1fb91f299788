public import Analytics
public import Store

extension AnalyticsClient {
  /// Analytics backed by the SQLite store: the value App's composition root registers.
  public static func live(_ database: Database) -> AnalyticsClient {
    let dao = AnalyticsDAO(database)
    return AnalyticsClient(rounds: { try await dao.rounds() }, arrows: { try await dao.arrows($0) })
  }
}
