public import CoreInterfaces
public import Observation

/// The equipment hub: how many items of each kind are in use. It follows one observed query
/// (`EquipmentClient/observeCounts`) of the counts it shows and assigns each value it is handed;
/// a read that fails keeps the counts shown and shows the error.
@MainActor
@Observable
public final class EquipmentHubModel {
  /// The screen's observed query: items in use per kind.
  public let shown: Observed<[EquipmentKind: Int]>
  /// Items in use per kind, once read; kept through later failures.
  public var counts: [EquipmentKind: Int]? { shown.value }
  /// Why the last read failed, if it did.
  public var error: UserFacingError? { shown.error }
  /// Whether the first read is under way.
  public var isRefreshing: Bool { shown.state.isLoading }

  /// A hub with nothing read; the coordinator starts it.
  public init() {
    let equipment = Dependency(\.equipment)  // read when the query starts
    shown = Observed { equipment.wrappedValue.observeCounts() }
  }

  /// Follows the counts if they are not followed yet, and returns once they are read.
  public func refresh() async { await shown.load() }

  /// Follows the counts from now on (one read now, one per change of what it read), until
  /// ``stop()``; a second call changes nothing.
  public func start() {
    guard !shown.isFollowing else { return }
    shown.start()
  }

  /// Stops following; the counts stay shown.
  public func stop() { shown.stop() }
}
