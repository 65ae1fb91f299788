import Analytics
import CoreInterfaces
import Equipment
import Scoring
import Store

extension EquipmentClient {
  /// Equipment backed by the SQLite store.
  static func live(_ dao: EquipmentDAO) -> EquipmentClient {
    EquipmentClient(
      fetchAll: { try await dao.fetchAll($0) },
      save: { try await dao.save($0) },
      delete: { try await dao.delete($0) },
      fetchBowSetups: { try await dao.fetchBowSetups() },
      saveBowSetup: { try await dao.saveBowSetup($0) })
  }
}

extension RoundClient {
  /// Rounds backed by the SQLite store.
  static func live(_ dao: RoundDAO) -> RoundClient {
    RoundClient(
      start: { try await dao.start($0, setup: $1) },
      saveArrow: { try await dao.saveArrow($0, $1) },
      arrows: { try await dao.arrows($0) },
      setStatus: { try await dao.setStatus($0, $1) })
  }
}

extension AnalyticsClient {
  /// Analytics backed by the SQLite store.
  static func live(_ dao: AnalyticsDAO) -> AnalyticsClient {
    AnalyticsClient(rounds: { try await dao.rounds() }, arrows: { try await dao.arrows($0) })
  }
}
