public import CoreInterfaces

/// What the equipment list screen asks of storage — three of ``EquipmentClient``'s endpoints —
/// so the screen and its tests depend on exactly those (interface segregation: a client shaped
/// by its consumer). Made from the full client, live and preview alike.
public struct EquipmentListClient: Sendable {
  /// The items of one kind, by name, and each one that cannot be read.
  public var items: @Sendable (EquipmentKind) async throws -> Listed<EquipmentItem>
  /// Deletes an item; refused while a bow setup uses it.
  public var delete: @Sendable (EquipmentID) async throws -> Void
  /// The items of one kind now and after every change to them, wherever it is made: the list's
  /// observed query.
  public var observeItems: @Sendable (EquipmentKind) -> Flow<Listed<EquipmentItem>>

  /// A client from its endpoints.
  public init(
    items: @escaping @Sendable (EquipmentKind) async throws -> Listed<EquipmentItem>,
    delete: @escaping @Sendable (EquipmentID) async throws -> Void,
    observeItems: @escaping @Sendable (EquipmentKind) -> Flow<Listed<EquipmentItem>>
  ) {
    self.items = items
    self.delete = delete
    self.observeItems = observeItems
  }

  /// The list's endpoints of `equipment`.
  public init(_ equipment: EquipmentClient) {
    self.init(
      items: { try await equipment.fetchAll($0) }, delete: equipment.delete,
      observeItems: { equipment.observeItems($0) })
  }
}

/// Registers ``EquipmentListClient`` in the dependency registry.
public enum EquipmentListClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: EquipmentListClient.<endpoint>" and fails.
  public static let testValue = EquipmentListClient(
    items: unimplemented("EquipmentListClient.items"),
    delete: unimplemented("EquipmentListClient.delete"),
    observeItems: { _ in
      IssueReporting.reportFailure(
        "Unimplemented: EquipmentListClient.observeItems was called. The test did not expect "
          + "it: override EquipmentListClient.observeItems in the test's dependencies if it should."
      )
      return Flow { continuation in
        continuation.finish(
          throwing: UnimplementedEndpointError(endpoint: "EquipmentListClient.observeItems"))
        return .none
      }
    })

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
