import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// The sync conflicts' client: its failing test value names each endpoint, the in-memory value
/// settles and refuses as the store does, and the confirmation is `quiver sync resolve`'s.
@Suite("Sync client", .timeLimit(.minutes(1)))
struct SyncClientTests {
  @Test func theTestValueNamesEachEndpoint() async {
    let calls: [(String, @Sendable () async throws -> Void)] = [
      (
        "SyncClient.observeConflicts",
        { _ = try await SyncClientKey.testValue.observeConflicts().first() }
      ),
      (
        "SyncClient.observeOpenCount",
        { _ = try await SyncClientKey.testValue.observeOpenCount().first() }
      ),
      ("SyncClient.resolve", { try await SyncClientKey.testValue.resolve(1, .mine) }),
    ]
    for (endpoint, call) in calls {
      let (error, issues) = await collectingIssues { () async -> (any Error)? in
        do {
          try await call()
          return nil
        } catch {
          return error
        }
      }
      #expect(error as? UnimplementedEndpointError == .init(endpoint: endpoint))
      #expect(issues.first?.message.hasPrefix("Unimplemented: \(endpoint)") == true)
    }
  }

  @Test func inMemorySettlesAnOpenConflictAndRefusesAnyOtherNumber() async throws {
    let client = SyncClientKey.previewValue
    #expect(try await client.observeConflicts().first().map(\.id) == [1, 2])
    #expect(try await client.observeOpenCount().first() == 2)
    try await client.resolve(1, .theirs)
    #expect(try await client.observeConflicts().first().map(\.id) == [2])
    #expect(try await client.observeOpenCount().first() == 1)
    await #expect(throws: SyncConflictError.noSuchConflict(1)) {
      try await client.resolve(1, .mine)
    }
    #expect(try await client.observeOpenCount().first() == 1, "a refusal changes nothing")
  }

  @Test func theConfirmationAndTheRefusalAreTheCommandsWords() {
    #expect(
      SyncSide.mine.confirmation(3)
        == "Conflict 3 settled: this store's value kept; the next sync sends it.")
    #expect(
      SyncSide.theirs.confirmation(4)
        == "Conflict 4 settled: the other device's value kept; the next sync sends it.")
    #expect(
      SyncConflictError.noSuchConflict(5).description
        == "no open sync conflict 5: 'quiver sync conflicts' lists them")
    #expect(
      OpenSyncConflict.samples[0].fields.map(\.description) == ["score: mine 9, theirs 10"])
  }
}
