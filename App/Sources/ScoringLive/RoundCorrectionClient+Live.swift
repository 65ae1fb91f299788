public import Scoring
public import Store

extension RoundCorrectionClient {
  /// Corrections backed by the SQLite store: the value App's composition root registers.
  public static func live(_ database: Database) -> RoundCorrectionClient {
    let dao = RoundDAO(database)
    return RoundCorrectionClient(
      editArrow: { try await dao.editArrow($0, $1, expecting: $2) },
      rename: { try await dao.rename($0, to: $1) },
      delete: { try await dao.delete($0) },
      addShot: { try await dao.addShot($0) },
      editTotal: { try await dao.editTotal($0, to: $1) })
  }
}
