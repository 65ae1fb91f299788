public import Scoring
public import Store

extension RoundClient {
  /// Rounds backed by the SQLite store: the value App's composition root registers.
  public static func live(_ database: Database) -> RoundClient {
    let dao = RoundDAO(database)
    return RoundClient(
      start: { try await dao.start($0, setup: $1) },
      round: { try await dao.round($0) },
      list: { try await dao.list() },
      listPage: { try await dao.page($0) },
      damagedRows: { try await dao.damagedRows() },
      arrows: { try await dao.arrows($0) },
      observeSheet: { dao.observeSheet($0) },
      saveArrows: { id, line, expecting, writer in
        do {
          try await dao.saveArrows(id, line, expecting: expecting, by: writer)
        } catch let error as SQLiteError where error.isBusy {
          throw error  // waited for by whoever saves: the store is busy, not broken
        } catch let error as StoreError {
          throw ScoringError.storeRefused(
            arrows: line.map(\.entry.description), reason: error.errorDescription ?? "")
        } catch let error as SQLiteError {
          throw ScoringError.storeRefused(
            arrows: line.map(\.entry.description), reason: error.errorDescription ?? "")
        }
      },
      deleteArrow: { try await dao.deleteArrow($0, $1) },
      setStatus: { try await dao.setStatus($0, $1) },
      customRounds: { try await dao.customRounds() },
      saveCustomRound: { try await dao.saveCustomRound($0) },
      observeList: { dao.observeList($0) },
      unfinished: { try await dao.unfinished($0) },
      tail: { try await dao.tail($0) })
  }
}
