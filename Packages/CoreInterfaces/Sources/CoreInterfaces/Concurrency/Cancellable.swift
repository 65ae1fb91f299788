/// An idempotent "stop the producer": the first `cancel()` runs the action, later calls do nothing.
public struct Cancellable: Sendable {
  private let action: Locked<(@Sendable () -> Void)?>

  /// Creates a cancellable that runs `onCancel` the first time it is cancelled.
  public init(_ onCancel: @escaping @Sendable () -> Void) { action = Locked(onCancel) }

  /// A cancellable with nothing to stop.
  public static var none: Cancellable { Cancellable {} }

  /// Whether `cancel()` has been called.
  public var isCancelled: Bool { action.withLock { $0 == nil } }

  /// Runs the cancel action once; the action runs outside the lock, so it may do anything.
  public func cancel() {
    let run = action.withLock { action in
      let run = action
      action = nil
      return run
    }
    run?()
  }
}

/// A slot for a ``Cancellable`` that arrives after cancellation may already have been asked for:
/// whichever comes second, the cancellable or the request, triggers the cancel, exactly once.
final class PendingCancellation: Sendable {
  private let state = Locked<(requested: Bool, target: Cancellable?)>((false, nil))

  /// Stores the producer's cancellable, cancelling it at once if cancellation came first.
  func attach(_ cancellable: Cancellable) {
    let cancelNow = state.withLock { state in
      if state.requested { return true }
      state.target = cancellable
      return false
    }
    if cancelNow { cancellable.cancel() }
  }

  /// Asks for cancellation: cancels the attached cancellable now, or the one attached later.
  func cancel() {
    let target = state.withLock { state in
      state.requested = true
      let target = state.target
      state.target = nil
      return target
    }
    target?.cancel()
  }
}
