public import Scoring
public import Store

extension TargetClient {
  /// Shared targets backed by the SQLite store: the value App's composition root registers.
  public static func live(_ database: Database) -> TargetClient {
    let dao = TargetDAO(database)
    return TargetClient(
      start: { try await dao.start($0, $1, twoSheets: $2) },
      find: { try await dao.find($0) },
      list: { try await dao.list() },
      observeTarget: { dao.observeTarget($0) },
      enter: { try await dao.enter($0, $1, $2, sheet: $3) },
      enterAll: { try await dao.enterAll($0, $1, sheet: $2, reason: $3) },
      settle: { try await dao.settle($0, $1, $2, reason: $3) },
      correct: { try await dao.correct($0, $1, end: $2, arrow: $3, to: $4, reason: $5) },
      withdraw: { try await dao.withdraw($0, $1) })
  }
}
