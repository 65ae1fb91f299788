public import CoreInterfaces

/// Everything the Equipment feature asks of storage. Live values live in App; this package ships
/// the failing test value and an in-memory preview value.
public struct EquipmentClient: Sendable {
  /// All items, or only those of one kind, sorted by name.
  public var fetchAll: @Sendable (EquipmentKind?) async throws -> [EquipmentItem]
  /// Inserts or updates an item; returns it as stored.
  public var save: @Sendable (EquipmentItem) async throws -> EquipmentItem
  /// Deletes an item; fails with ``EquipmentError/inUse(_:setup:)`` if a setup uses it.
  public var delete: @Sendable (EquipmentID) async throws -> Void
  /// All bow setups, sorted by name.
  public var fetchBowSetups: @Sendable () async throws -> [BowSetup]
  /// Inserts or updates a bow setup.
  public var saveBowSetup: @Sendable (BowSetup) async throws -> BowSetup

  /// Creates a client from its endpoints.
  public init(
    fetchAll: @escaping @Sendable (EquipmentKind?) async throws -> [EquipmentItem],
    save: @escaping @Sendable (EquipmentItem) async throws -> EquipmentItem,
    delete: @escaping @Sendable (EquipmentID) async throws -> Void,
    fetchBowSetups: @escaping @Sendable () async throws -> [BowSetup],
    saveBowSetup: @escaping @Sendable (BowSetup) async throws -> BowSetup
  ) {
    self.fetchAll = fetchAll
    self.save = save
    self.delete = delete
    self.fetchBowSetups = fetchBowSetups
    self.saveBowSetup = saveBowSetup
  }
}

/// Registers ``EquipmentClient`` in the dependency registry.
public enum EquipmentClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: EquipmentClient.<endpoint>" and throws.
  public static let testValue = EquipmentClient(
    fetchAll: unimplemented("EquipmentClient.fetchAll"),
    save: unimplemented("EquipmentClient.save"),
    delete: unimplemented("EquipmentClient.delete"),
    fetchBowSetups: unimplemented("EquipmentClient.fetchBowSetups"),
    saveBowSetup: unimplemented("EquipmentClient.saveBowSetup"))

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
