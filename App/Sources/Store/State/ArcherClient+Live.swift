public import CoreInterfaces

extension ArcherClient {
  /// Archers in the store: the value App's composition root registers.
  public static func live(_ database: Database) -> ArcherClient {
    let dao = ArchersDAO(database)
    return ArcherClient(
      list: { try await dao.list() },
      add: { try await dao.add($0) },
      remove: { try await dao.remove($0) },
      switchTo: { try await dao.switchTo($0) },
      observeActive: { dao.observeActive() },
      update: { try await dao.update($0, $1) })
  }
}
