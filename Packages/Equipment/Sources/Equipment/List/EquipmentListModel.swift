public import CoreInterfaces
public import Observation

/// The items of one kind as rows: filtered by text, retired ones shown or not, deletable unless a
/// setup uses them.
@MainActor
@Observable
public final class EquipmentListModel {
  /// The kind listed.
  public let kind: EquipmentKind
  /// Text a row's title, subtitle or detail must contain (any case).
  public var filter = ""
  /// Whether retired items are listed.
  public var showRetired = false
  /// The screen's observed query: the items of this kind, as the store hands them.
  public let shown: Observed<Listed<EquipmentItem>>
  /// The items, loading, or why they could not be loaded.
  public var items: LoadState<[EquipmentItem], UserFacingError> { shown.state.map(\.items) }
  /// The stored items of this kind that could not be read, each named on a line of its own.
  public var damaged: [StoreDamage] { shown.value?.damaged ?? [] }
  /// Why the last delete was refused, if it was.
  public private(set) var error: UserFacingError?

  @ObservationIgnored private let storage: Dependency<EquipmentListClient>

  /// A list of `kind`.
  public init(kind: EquipmentKind) {
    self.kind = kind
    let storage = Dependency(\.equipmentList)  // read when the query starts
    self.storage = storage
    shown = Observed { storage.wrappedValue.observeItems(kind) }
  }

  /// Follows the items of this kind (an item saved on another screen or by the command line
  /// shows without a key), until the screen goes or another covers it.
  public func start() { shown.start() }

  /// The rows to show.
  public var rows: [EquipmentRow] {
    let needle = filter.lowercased()
    return (items.value ?? []).filter { showRetired || !$0.retired }.map(EquipmentRow.init)
      .filter { row in
        needle.isEmpty
          || [row.title, row.subtitle, row.detail].contains { $0.lowercased().contains(needle) }
      }
  }

  /// Follows the items if they are not followed yet, and returns once they are read.
  public func load() async { await shown.load() }

  /// Deletes an item; refused, with the setup's name, while a setup uses it.
  @discardableResult
  public func delete(_ id: EquipmentID) async -> Bool {
    do {
      try await storage.wrappedValue.delete(id)
      error = nil
      // The list shown next shows the delete: followed again, it reads once now.
      shown.start()
      await shown.arrived()
      return true
    } catch {
      self.error = UserFacingError(error)
      return false
    }
  }
}
