import CoreInterfaces

/// A clock that moves only when a test says so: sleepers wait until ``advance(by:)`` carries
/// `now` past their deadline. Cancelling a sleeper ends its sleep at once with
/// `CancellationError`; each sleeper resumes exactly once.
public final class TestClock: Clock, Sendable {
  /// A moment on a test clock: the time since it started.
  public struct Instant: InstantProtocol, Sendable {
    /// Time since the clock started.
    public var offset: Duration

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Orders instants by time.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let deadline: Instant
    let wake: ResumeOnce<Void>
  }

  private let state = Locked((now: Instant(offset: .zero), sleepers: [Int: Sleeper](), nextID: 0))

  /// A clock at zero.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }
  /// The smallest step: none.
  public var minimumResolution: Duration { .zero }
  /// How many tasks are sleeping on the clock now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Sleeps until `advance(by:)` reaches `deadline` (at once if it already has).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await withCancellableContinuation { (wake: ResumeOnce<Void>) in
      let id: Int? = state.withLock { state in
        guard deadline > state.now else { return nil }
        let id = state.nextID
        state.nextID += 1
        state.sleepers[id] = Sleeper(deadline: deadline, wake: wake)
        return id
      }
      guard let id else {
        wake.resume(returning: ())
        return .none
      }
      return Cancellable { [state] in _ = state.withLock { $0.sleepers.removeValue(forKey: id) } }
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline has come.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.value.deadline <= now }
      for id in due.keys { state.sleepers[id] = nil }
      return Array(due.values)
    }
    for sleeper in due { sleeper.wake.resume(returning: ()) }
  }
}
