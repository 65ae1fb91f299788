public import CoreInterfaces
public import Equipment
public import Observation

/// The archer's bow setups, following one observed query (`EquipmentClient/observeBowSetups`):
/// a change to gear made anywhere shows without a key.
@MainActor
@Observable
public final class BowSetupsListModel {
  /// The setups as the store handed them, and those it could not read.
  public let shown: Observed<Listed<BowSetup>>
  /// The setups, loading, or why they could not be read.
  public var setups: LoadState<[BowSetup], UserFacingError> { shown.state.map(\.items) }
  /// The stored setups that could not be read, each named on a line of its own.
  public var damaged: [StoreDamage] { shown.value?.damaged ?? [] }
  /// Why the last choice was refused, else why the setups could not be read again.
  public var error: UserFacingError? { refusal ?? shown.error }

  private var refusal: UserFacingError?

  /// A list with nothing read; the coordinator loads it.
  public init() {
    let equipment = Dependency(\.equipment)  // read when the query starts
    shown = Observed { equipment.wrappedValue.observeBowSetups() }
  }

  /// Follows the setups if they are not followed yet, and returns once they are read.
  public func load() async { await shown.load() }

  /// The setup at `position` (from 1), or `nil` with ``error`` naming the numbers there are.
  public func setup(at position: Int) -> BowSetup? {
    let listed = setups.value ?? []
    guard position >= 1, listed.indices.contains(position - 1) else {
      refusal = UserFacingError(
        NoSuchChoice("No bow setup \(position): type a number from 1 to \(listed.count)."))
      return nil
    }
    refusal = nil
    return listed[position - 1]
  }
}
