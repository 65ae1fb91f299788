public import CoreInterfaces
public import Observation

/// The equipment hub: how many items of each kind are in use. The ten counts are fetched at the
/// same time, so ten slow look-ups take about as long as one. A refresh that fails keeps the
/// counts shown and shows the error; ``start()`` refreshes whenever gear changes.
@MainActor
@Observable
public final class EquipmentHubModel {
  /// Items in use per kind, once loaded; kept through later failures.
  public private(set) var counts: [EquipmentKind: Int]?
  /// Why the last refresh failed, if it did.
  public private(set) var error: UserFacingError?
  /// Whether a refresh is under way.
  public private(set) var isRefreshing = false

  @ObservationIgnored @Dependency(\.equipment) private var equipment
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// A hub with nothing loaded.
  public init() {}

  isolated deinit { observation?.cancel() }

  /// Fetches every kind's count concurrently; all or nothing (one failure keeps the old counts).
  public func refresh() async {
    isRefreshing = true
    defer { isRefreshing = false }
    let equipment = equipment
    do {
      counts = try await withThrowingTaskGroup(of: (EquipmentKind, Int).self) { group in
        for kind in EquipmentKind.allCases {
          group.addTask { (kind, try await equipment.count(kind)) }
        }
        var counts: [EquipmentKind: Int] = [:]
        for try await (kind, count) in group { counts[kind] = count }
        return counts
      }
      error = nil
    } catch {
      self.error = UserFacingError(error)
    }
  }

  /// Refreshes now and again whenever gear changes, until ``stop()``.
  public func start() {
    observation?.cancel()
    let changes = equipment.observeAll()
    observation = Task { [weak self] in
      do {
        for try await _ in changes { await self?.refresh() }
      } catch {
        self?.error = UserFacingError(error)
      }
    }
  }

  /// Stops following changes.
  public func stop() {
    observation?.cancel()
    observation = nil
  }
}
