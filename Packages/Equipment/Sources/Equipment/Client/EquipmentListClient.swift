public import CoreInterfaces

/// What the equipment list screen asks of storage — two of ``EquipmentClient``'s endpoints —
/// so the screen and its tests depend on exactly those (interface segregation: a client shaped
/// by its consumer). Made from the full client, live and preview alike.
public struct EquipmentListClient: Sendable {
  /// The items of one kind, by name.
  public var items: @Sendable (EquipmentKind) async throws -> [EquipmentItem]
  /// Deletes an item; refused while a bow setup uses it.
  public var delete: @Sendable (EquipmentID) async throws -> Void

  /// A client from its endpoints.
  public init(
    items: @escaping @Sendable (EquipmentKind) async throws -> [EquipmentItem],
    delete: @escaping @Sendable (EquipmentID) async throws -> Void
  ) {
    self.items = items
    self.delete = delete
  }

  /// The list's two endpoints of `equipment`.
  public init(_ equipment: EquipmentClient) {
    self.init(items: { try await equipment.fetchAll($0) }, delete: equipment.delete)
  }
}

/// Registers ``EquipmentListClient`` in the dependency registry.
public enum EquipmentListClientKey: DependencyKey {
  /// Both endpoints report "Unimplemented: EquipmentListClient.<endpoint>" and fail.
  public static let testValue = EquipmentListClient(
    items: unimplemented("EquipmentListClient.items"),
    delete: unimplemented("EquipmentListClient.delete"))

  /// The in-memory store seeded with ``EquipmentSamples``.
  public static var previewValue: EquipmentListClient { EquipmentListClient(.inMemory()) }
}

extension DependencyValues {
  /// The equipment list's storage: `@Dependency(\.equipmentList) var storage`.
  public var equipmentList: EquipmentListClient {
    get { self[EquipmentListClientKey.self] }
    set { self[EquipmentListClientKey.self] = newValue }
  }
}
