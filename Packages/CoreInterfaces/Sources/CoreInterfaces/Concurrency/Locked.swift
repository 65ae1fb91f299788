import Foundation
import Synchronization

/// A value guarded by an `NSLock`: the project's one primitive for small shared mutable state.
///
/// The lock that orders access is an `NSLock` (pthread), because ThreadSanitizer on this toolchain
/// reports false races inside a *contended* `Synchronization.Mutex` (docs/ARCHITECTURE.md). The
/// value itself lives in a `Mutex` only so the type is `Sendable` without `@unchecked`: the NSLock
/// is always taken first, so the inner `Mutex` is never contended and never reaches the futex path.
/// The lock is not re-entrant: never call code from `withLock` that may take the same lock.
public final class Locked<State: ~Copyable>: Sendable {
  private let order = NSLock()
  private let storage: Mutex<State>

  /// Creates a lock around `initial`.
  public init(_ initial: consuming sending State) { storage = Mutex(initial) }

  /// Runs `body` with exclusive access to the state and returns its result.
  public func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending State) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    order.lock()
    defer { order.unlock() }
    return try storage.withLock(body)
  }
}
