public import CoreInterfaces
public import Observation

/// A picker over the items of one kind; a choice leaves as ``EquipmentAction/itemPicked(_:)``.
@MainActor
@Observable
public final class ItemPickerModel {
  /// The kind listed.
  public let kind: EquipmentKind
  /// The items, loading, or why they could not be loaded.
  public private(set) var items: LoadState<[EquipmentItem], UserFacingError> = .idle
  /// What this screen asks its presenter to do.
  public let actions: AsyncStream<EquipmentAction>

  @ObservationIgnored private let emit: AsyncStream<EquipmentAction>.Continuation
  @ObservationIgnored @Dependency(\.equipment) private var equipment

  /// Creates a picker for `kind`.
  public init(kind: EquipmentKind) {
    self.kind = kind
    (actions, emit) = AsyncStream.makeStream(of: EquipmentAction.self)
  }

  isolated deinit { emit.finish() }

  /// Loads the items of the kind.
  public func load() async {
    do {
      items = .loaded(try await equipment.fetchAll(kind).items)
    } catch {
      items = .failed(UserFacingError(error))
    }
  }

  /// Chooses the item at `position` (from 1); `false` if there is none there.
  @discardableResult
  public func choose(position: Int) -> Bool {
    guard let list = items.value, list.indices.contains(position - 1) else { return false }
    emit.yield(.itemPicked(list[position - 1]))
    return true
  }
}
