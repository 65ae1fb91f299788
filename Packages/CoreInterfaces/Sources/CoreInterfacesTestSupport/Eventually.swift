import CoreInterfaces

/// Thrown by the bounded waits below when the condition did not come true in time.
public struct TimedOut: Error, CustomStringConvertible {
  /// What was being waited for.
  public let what: String
  /// A sentence for the test log.
  public var description: String { "Timed out waiting for \(what)" }
}

/// Polls `condition`, yielding between polls, until it holds; throws ``TimedOut`` after
/// `timeout`. Tests use it instead of fixed sleeps, so they neither hang nor flake.
public func eventually(
  _ what: String = "a condition",
  timeout: Duration = .seconds(30),
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () -> Bool
) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  var polls = 0
  while !condition() {
    guard clock.now < deadline else { throw TimedOut(what: what) }
    polls += 1
    if polls < 1_000 { await Task.yield() } else { try await Task.sleep(for: .milliseconds(1)) }
  }
}

/// Returns `operation`'s result, or throws ``TimedOut`` after `timeout` without waiting for it
/// (it is cancelled and left to finish on its own), so a hung operation fails the test instead
/// of hanging the process.
public func withTimeout<T: Sendable>(
  _ what: String = "an operation",
  _ timeout: Duration = .seconds(10),
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withCancellableContinuation { (once: ResumeOnce<T>) in
    let work = Task {
      let outcome = await result { try await operation() }
      once.resumeIfPending(with: outcome)
    }
    let timer = Task {
      try await Task.sleep(for: timeout)
      once.resumeIfPending(with: .failure(TimedOut(what: what)))
      work.cancel()
    }
    return Cancellable {
      work.cancel()
      timer.cancel()
    }
  }
}
