public import CoreInterfaces

/// Everything the Equipment feature asks of storage. Live values live in App (`EquipmentLive`);
/// this package ships the failing test value and an in-memory preview value of sample gear.
public struct EquipmentClient: Sendable {
  /// All items (retired ones too), or only those of one kind, sorted by name, and each stored
  /// item that cannot be read, named rather than skipped.
  public var fetchAll: @Sendable (EquipmentKind?) async throws -> Listed<EquipmentItem>
  /// One item.
  public var fetch: @Sendable (EquipmentID) async throws -> EquipmentItem
  /// How many items of a kind are in use (not retired): what the hub shows per kind.
  public var count: @Sendable (EquipmentKind) async throws -> Int
  /// Inserts or updates an item after validating it; returns it as stored.
  public var save: @Sendable (EquipmentItem) async throws -> EquipmentItem
  /// Deletes an item; refused with ``EquipmentError/inUse(_:setup:)`` if a setup uses it.
  public var delete: @Sendable (EquipmentID) async throws -> Void
  /// Every bow setup at its latest version, sorted by name, and each stored setup that cannot be
  /// read, named rather than skipped.
  public var fetchBowSetups: @Sendable () async throws -> Listed<BowSetup>
  /// Saves a setup after validating it: a new setup as version 1, an edited one as the next
  /// version (earlier versions are kept); returns it as stored.
  public var saveBowSetup: @Sendable (BowSetup) async throws -> BowSetup
  /// Every version of a setup, oldest first.
  public var setupVersions: @Sendable (BowSetupID) async throws -> [BowSetup]
  /// Every item now and after every change to gear or setups: what keeps screens current.
  public var observeAll: @Sendable () -> Flow<[EquipmentItem]>
  /// ``fetchAll`` now and again after every change to what it read: a kind's list's observed
  /// query.
  public var observeItems: @Sendable (EquipmentKind?) -> Flow<Listed<EquipmentItem>>
  /// ``fetchBowSetups`` now and again after every change to what it read: the Bow setups
  /// screen's observed query.
  public var observeBowSetups: @Sendable () -> Flow<Listed<BowSetup>>
  /// How many items of each kind are in use (every kind, 0 when none), now and again after every
  /// change to what it read: the hub's observed query, all it reads.
  public var observeCounts: @Sendable () -> Flow<[EquipmentKind: Int]>
  /// Every bow setup of one archer (not only the active one's), as ``fetchBowSetups`` lists
  /// them: what `stats --archer A --setup S` looks `S` up among.
  public var archersBowSetups: @Sendable (ArcherID) async throws -> Listed<BowSetup>

  /// Creates a client from its endpoints.
  public init(
    fetchAll: @escaping @Sendable (EquipmentKind?) async throws -> Listed<EquipmentItem>,
    fetch: @escaping @Sendable (EquipmentID) async throws -> EquipmentItem,
    count: @escaping @Sendable (EquipmentKind) async throws -> Int,
    save: @escaping @Sendable (EquipmentItem) async throws -> EquipmentItem,
    delete: @escaping @Sendable (EquipmentID) async throws -> Void,
    fetchBowSetups: @escaping @Sendable () async throws -> Listed<BowSetup>,
    saveBowSetup: @escaping @Sendable (BowSetup) async throws -> BowSetup,
    setupVersions: @escaping @Sendable (BowSetupID) async throws -> [BowSetup],
    observeAll: @escaping @Sendable () -> Flow<[EquipmentItem]>,
    archersBowSetups: @escaping @Sendable (ArcherID) async throws -> Listed<BowSetup> =
      unimplemented("EquipmentClient.archersBowSetups"),
    observeBowSetups: @escaping @Sendable () -> Flow<Listed<BowSetup>> = {
      IssueReporting.reportFailure(
        "Unimplemented: EquipmentClient.observeBowSetups was called. The test did not expect "
          + "it: override EquipmentClient.observeBowSetups in the test's dependencies if it should."
      )
      return Flow { continuation in
        continuation.finish(
          throwing: UnimplementedEndpointError(endpoint: "EquipmentClient.observeBowSetups"))
        return .none
      }
    },
    observeItems: @escaping @Sendable (EquipmentKind?) -> Flow<Listed<EquipmentItem>> = { _ in
      IssueReporting.reportFailure(
        "Unimplemented: EquipmentClient.observeItems was called. The test did not expect "
          + "it: override EquipmentClient.observeItems in the test's dependencies if it should.")
      return Flow { continuation in
        continuation.finish(
          throwing: UnimplementedEndpointError(endpoint: "EquipmentClient.observeItems"))
        return .none
      }
    },
    observeCounts: @escaping @Sendable () -> Flow<[EquipmentKind: Int]> = {
      unimplementedObservation("EquipmentClient.observeCounts")(())
    }
  ) {
    self.observeCounts = observeCounts
    self.observeItems = observeItems
    self.observeBowSetups = observeBowSetups
    self.archersBowSetups = archersBowSetups
    self.fetchAll = fetchAll
    self.fetch = fetch
    self.count = count
    self.save = save
    self.delete = delete
    self.fetchBowSetups = fetchBowSetups
    self.saveBowSetup = saveBowSetup
    self.setupVersions = setupVersions
    self.observeAll = observeAll
  }
}

/// Registers ``EquipmentClient`` in the dependency registry.
public enum EquipmentClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: EquipmentClient.<endpoint>" and fails.
  public static let testValue = EquipmentClient(
    fetchAll: unimplemented("EquipmentClient.fetchAll"),
    fetch: unimplemented("EquipmentClient.fetch"),
    count: unimplemented("EquipmentClient.count"),
    save: unimplemented("EquipmentClient.save"),
    delete: unimplemented("EquipmentClient.delete"),
    fetchBowSetups: unimplemented("EquipmentClient.fetchBowSetups"),
    saveBowSetup: unimplemented("EquipmentClient.saveBowSetup"),
    setupVersions: unimplemented("EquipmentClient.setupVersions"),
    observeAll: {
      IssueReporting.reportFailure(
        "Unimplemented: EquipmentClient.observeAll was called. The test did not expect it: "
          + "override EquipmentClient.observeAll in the test's dependencies if it should.")
      return Flow { continuation in
        continuation.finish(
          throwing: UnimplementedEndpointError(endpoint: "EquipmentClient.observeAll"))
        return .none
      }
    })

  /// An in-memory store seeded with ``EquipmentSamples``.
  public static var previewValue: EquipmentClient { .inMemory() }
}

extension DependencyValues {
  /// The equipment storage: `@Dependency(\.equipment) var equipment`.
  public var equipment: EquipmentClient {
    get { self[EquipmentClientKey.self] }
    set { self[EquipmentClientKey.self] = newValue }
  }
}
