import CoreInterfaces
import Foundation
import Store

/// Two stores that scored one archer's bow style differently, synced through one folder: the
/// second holds a real open conflict (changed on both).
enum SyncConflictMaker {
  /// Store b, holding the conflict, with the archer's ID; `folder` holds the sync folder.
  static func conflicted(in folder: String) async throws -> (Database, ArcherID) {
    let a = try Database(.inMemory)
    let b = try Database(.inMemory)
    let shared = folder + "/shared"
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    let archer = try await ArcherClient.live(a).add(Archer(name: "Ann", bowStyle: .recurve))
    _ = try await StoreSync.run(a, folder: shared)
    _ = try await StoreSync.run(b, folder: shared)
    var compound = ArcherChange()
    compound.bowStyle = .compound
    var barebow = ArcherChange()
    barebow.bowStyle = .barebow
    _ = try await ArcherClient.live(a).update(archer.id, compound)
    _ = try await ArcherClient.live(b).update(archer.id, barebow)
    _ = try await StoreSync.run(a, folder: shared)
    _ = try await StoreSync.run(b, folder: shared)
    return (b, archer.id)
  }
}
