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
  /// The items, loading, or why they could not be loaded.
  public private(set) var items: LoadState<[EquipmentItem], UserFacingError> = .idle
  /// The stored items of this kind that could not be read, each named on a line of its own.
  public private(set) var damaged: [StoreDamage] = []
  /// Why the last delete was refused, if it was.
  public private(set) var error: UserFacingError?

  @ObservationIgnored @Dependency(\.equipmentList) private var storage
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// A list of `kind`.
  public init(kind: EquipmentKind) { self.kind = kind }

  isolated deinit { observation?.cancel() }

  /// Reads the items again whenever gear changes (an item saved on another screen or by the
  /// command line), until the screen goes.
  public func start() {
    observation?.cancel()
    let changes = storage.changes()
    observation = Task { [weak self] in
      do {
        for try await _ in changes { await self?.load() }
      } catch is CancellationError {
      } catch {
        self?.error = UserFacingError(error)
      }
    }
  }

  /// The rows to show.
  public var rows: [EquipmentRow] {
    let needle = filter.lowercased()
    return (items.value ?? []).filter { showRetired || !$0.retired }.map(EquipmentRow.init)
      .filter { row in
        needle.isEmpty
          || [row.title, row.subtitle, row.detail].contains { $0.lowercased().contains(needle) }
      }
  }

  /// Loads the items; a failure keeps the list shown if there was one.
  public func load() async {
    let previous = items.value
    if previous == nil { items = .loading(progress: nil) }
    do {
      let listed = try await storage.items(kind)
      items = .loaded(listed.items)
      damaged = listed.damaged
    } catch {
      items = previous.map { .loaded($0) } ?? .failed(UserFacingError(error))
    }
  }

  /// Deletes an item; refused, with the setup's name, while a setup uses it.
  @discardableResult
  public func delete(_ id: EquipmentID) async -> Bool {
    do {
      try await storage.delete(id)
      error = nil
      await load()
      return true
    } catch {
      self.error = UserFacingError(error)
      return false
    }
  }
}
