/// The sync conflicts the app shows and settles (`quiver sync conflicts`, `quiver sync resolve`):
/// observed queries, so a sync in another process reaches an open screen.
public struct SyncClient: Sendable {
  /// The open conflicts, oldest first, now and after every change to them.
  public var observeConflicts: @Sendable () -> Flow<[OpenSyncConflict]>
  /// How many conflicts are open, now and after every change (Home's line).
  public var observeOpenCount: @Sendable () -> Flow<Int>
  /// Settles open conflict `id` keeping `side`'s value, sent to the others at the next sync.
  public var resolve: @Sendable (Int, SyncSide) async throws -> Void

  /// Creates a client from its endpoints.
  public init(
    observeConflicts: @escaping @Sendable () -> Flow<[OpenSyncConflict]>,
    observeOpenCount: @escaping @Sendable () -> Flow<Int>,
    resolve: @escaping @Sendable (Int, SyncSide) async throws -> Void
  ) {
    self.observeConflicts = observeConflicts
    self.observeOpenCount = observeOpenCount
    self.resolve = resolve
  }
}

/// Registers ``SyncClient`` in the dependency registry.
public enum SyncClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: SyncClient.<endpoint>" and fails.
  public static let testValue = SyncClient(
    observeConflicts: { unimplementedFlow("SyncClient.observeConflicts") },
    observeOpenCount: { unimplementedFlow("SyncClient.observeOpenCount") },
    resolve: unimplemented("SyncClient.resolve"))

  /// Two open conflicts in memory: an arrow scored differently, a setup edited on both.
  public static var previewValue: SyncClient { .inMemory(OpenSyncConflict.samples) }
}

extension DependencyValues {
  /// The sync conflicts: `@Dependency(\.sync) var sync`.
  public var sync: SyncClient {
    get { self[SyncClientKey.self] }
    set { self[SyncClientKey.self] = newValue }
  }
}

/// Reports a call of `endpoint` and hands back a flow that ends with its error.
private func unimplementedFlow<Value: Sendable>(_ endpoint: String) -> Flow<Value> {
  let observe: @Sendable (Int) -> Flow<Value> = unimplementedObservation(endpoint)
  return observe(0)
}
