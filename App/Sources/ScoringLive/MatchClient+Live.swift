public import Scoring
public import Store

extension MatchClient {
  /// Matches backed by the SQLite store: the value App's composition root registers.
  public static func live(_ database: Database) -> MatchClient {
    let dao = MatchDAO(database)
    return MatchClient(
      start: { try await dao.start($0) },
      match: { try await dao.match($0) },
      list: { try await dao.list() },
      shoot: { try await dao.shoot($0, a: $1, b: $2, asSet: $3) },
      shootOff: { try await dao.shootOff($0, a: $1, b: $2) },
      observeMatch: { dao.observeMatch($0) })
  }
}
