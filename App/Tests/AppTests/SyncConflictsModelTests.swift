import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

/// The Sync conflicts screen's model and its client: the list followed, a conflict settled by
/// number, a refusal in one line, Back during the write, and the in-memory client held to the
/// live store's rules on a real conflict.
@MainActor
@Suite("Sync conflicts in the app", .dependencies(), .timeLimit(.minutes(1)))
struct SyncConflictsModelTests {
  @Test func listsTheOpenConflictsAndSettlesOneByItsNumber() async throws {
    let client = SyncClient.inMemory(OpenSyncConflict.samples)
    await withDependencies {
      $0.sync = client
    } operation: {
      let model = SyncConflictsModel()
      await model.load()
      #expect(model.conflicts.map(\.id) == [1, 2])
      #expect(await model.resolve(2, keeping: .theirs))
      #expect(model.error == nil)
      try? await eventually("the list follows the store") { model.conflicts.map(\.id) == [1] }
    }
  }

  @Test func aNumberNotOpenAndARefusalOfTheStoreAreOneLineAndChangeNothing() async throws {
    let resolved = Locked(0)
    await withDependencies {
      $0.sync = .inMemory(OpenSyncConflict.samples)
      $0.sync.resolve = { id, _ in
        resolved.withLock { $0 += 1 }
        throw SyncConflictError.noSuchConflict(id)
      }
    } operation: {
      let model = SyncConflictsModel()
      await model.load()
      #expect(!(await model.resolve(7, keeping: .mine)))
      #expect(model.error?.message == "no open sync conflict 7: 'quiver sync conflicts' lists them")
      #expect(resolved.withLock { $0 } == 0, "a number not listed never reaches the store")
      #expect(!(await model.resolve(1, keeping: .mine)))
      #expect(model.error?.message == "no open sync conflict 1: 'quiver sync conflicts' lists them")
      #expect(model.conflicts.count == 2)
    }
  }

  /// Back while the choice is written cancels the screen's task: no refusal is shown and the
  /// store settles it in one transaction or not at all.
  @Test func backDuringTheWriteShowsNoRefusal() async throws {
    let store = SyncClient.inMemory(OpenSyncConflict.samples)
    let (gate, opened) = AsyncStream.makeStream(of: Void.self)
    try await withDependencies {
      $0.sync = store
      $0.sync.resolve = { id, side in
        for await _ in gate { break }  // held until the test opens it
        try Task.checkCancellation()
        try await store.resolve(id, side)
      }
    } operation: {
      let model = SyncConflictsModel()
      await model.load()
      let key = Task { await model.resolve(1, keeping: .mine) }
      try await eventually("settling") { model.settling }
      key.cancel()  // Back
      opened.yield()
      #expect(!(await key.value))
      #expect(model.error == nil && !model.settling)
      #expect(try await store.observeConflicts().first().count == 2, "not settled")
      opened.finish()
    }
  }

  @Test func aFailedReadIsShown() async throws {
    await withDependencies {
      $0.sync.observeConflicts = { .once { throw SyncConflictError.noSuchConflict(3) } }
    } operation: {
      let model = SyncConflictsModel()
      await model.load()
      #expect(model.shown.value == nil)
      #expect(model.error?.message.hasPrefix("no open sync conflict 3") == true)
    }
  }

  @Test func homeCountsTheOpenConflicts() async throws {
    await withDependencies {
      $0.archers = .inMemory()
      $0.sync = .inMemory(OpenSyncConflict.samples)
    } operation: {
      let model = HomeModel()
      model.start()
      await model.load()
      #expect(model.openConflicts == 2)
      model.stop()
      #expect(!model.conflicts.isFollowing && !model.shown.isFollowing)
    }
  }

  /// The contract: the in-memory client and the live one on a real conflict list, settle and
  /// refuse alike.
  @Test(arguments: ["in memory", "live"])
  func bothClientsKeepTheContract(_ which: String) async throws {
    let folder = NSTemporaryDirectory() + "quiver-syncapp-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let client: SyncClient
    if which == "live" {
      let (database, _) = try await SyncConflictMaker.conflicted(in: folder)
      client = .live(database)
    } else {
      client = .inMemory(Array(OpenSyncConflict.samples.prefix(1)))
    }
    let open = try await client.observeConflicts().first()
    #expect(open.count == 1)
    let conflict = try #require(open.first)
    #expect(!conflict.fields.isEmpty && !conflict.happened.isEmpty && !conflict.device.isEmpty)
    #expect(try await client.observeOpenCount().first() == 1)
    await #expect(throws: (any Error).self) { try await client.resolve(conflict.id + 100, .mine) }
    do {
      try await client.resolve(conflict.id + 100, .mine)
    } catch {
      #expect(
        UserFacingError(error).message
          == "no open sync conflict \(conflict.id + 100): 'quiver sync conflicts' lists them")
    }
    try await client.resolve(conflict.id, .theirs)
    #expect(try await client.observeConflicts().first().isEmpty == true)
    #expect(try await client.observeOpenCount().first() == 0)
    await #expect(throws: (any Error).self) { try await client.resolve(conflict.id, .mine) }
  }
}
