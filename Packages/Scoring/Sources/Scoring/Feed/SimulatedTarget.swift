import CoreInterfaces

/// A pretend electronic target for demos and tests: `hit(x:y:)` and `fail(_:)` play the device,
/// from any thread; it counts its starts and stops.
public final class SimulatedTarget: ElectronicTarget {
  private struct State {
    var onHit: (@Sendable (TargetHit) -> Void)?
    var onFailure: (@Sendable (any Error) -> Void)?
    var starts = 0
    var stops = 0
  }
  private let state = Locked(State())

  /// A target that is not started.
  public init() {}

  /// Starts reporting to the handlers.
  public func start(
    onHit: @escaping @Sendable (TargetHit) -> Void,
    onFailure: @escaping @Sendable (any Error) -> Void
  ) {
    state.withLock {
      $0.onHit = onHit
      $0.onFailure = onFailure
      $0.starts += 1
    }
  }

  /// Stops reporting; later hits go nowhere.
  public func stop() {
    state.withLock {
      $0.onHit = nil
      $0.onFailure = nil
      $0.stops += 1
    }
  }

  /// Whether it is reporting.
  public var isRunning: Bool { state.withLock { $0.onHit != nil } }
  /// How many times it was started, and stopped.
  public var starts: Int { state.withLock { $0.starts } }
  /// How many times it was stopped.
  public var stops: Int { state.withLock { $0.stops } }

  /// Plays a hit at (`x`, `y`) metres; `false` if the target is not running.
  @discardableResult
  public func hit(x: Double, y: Double, arrowNumber: Int? = nil) -> Bool {
    guard let onHit = state.withLock({ $0.onHit }) else { return false }
    onHit(TargetHit(x: x, y: y, arrowNumber: arrowNumber))
    return true
  }

  /// Plays a device failure.
  public func fail(_ error: any Error) {
    let onFailure = state.withLock { $0.onFailure }
    onFailure?(error)
  }
}
