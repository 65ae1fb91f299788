import CommandKit
import Equipment

/// A one-shot command's change to a bow setup, made on its latest version: when another writer
/// saved the setup between this command's read and its save (the store refuses that save), the
/// change is read and made again on what the setup holds now, so both changes are kept.
enum SetupChange {
  /// Tries `change` (read, change, save) up to `attempts` times while the store says the setup
  /// changed elsewhere; the last refusal is the answer.
  static func onLatest<Result>(
    attempts: Int = 5, _ change: () async throws -> Result
  ) async throws -> Result {
    for _ in 1..<max(attempts, 1) {
      do {
        return try await change()
      } catch EquipmentError.changedElsewhere {
        continue
      }
    }
    return try await change()
  }
}
