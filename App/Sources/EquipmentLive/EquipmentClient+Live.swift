public import Equipment
public import Store

extension EquipmentClient {
  /// Equipment backed by the SQLite store: the value App's composition root registers.
  public static func live(_ database: Database) -> EquipmentClient {
    let dao = EquipmentDAO(database)
    return EquipmentClient(
      fetchAll: { try await dao.fetchAll($0) },
      fetch: { try await dao.fetch($0) },
      count: { try await dao.count($0) },
      save: { try await dao.save($0) },
      delete: { try await dao.delete($0) },
      fetchBowSetups: { try await dao.fetchBowSetups() },
      saveBowSetup: { try await dao.saveBowSetup($0) },
      setupVersions: { try await dao.setupVersions($0) },
      observeAll: { dao.observeAll() },
      archersBowSetups: { try await dao.fetchBowSetups(of: $0) },
      observeBowSetups: { dao.observeBowSetups() },
      observeItems: { dao.observeItems($0) },
      observeCounts: { dao.observeCounts() })
  }
}
