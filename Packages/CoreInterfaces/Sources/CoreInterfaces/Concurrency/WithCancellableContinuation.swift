/// Bridges a one-shot callback API to `async`, resuming exactly once.
///
/// `start` receives a ``ResumeOnce`` to hand to the callback and returns a ``Cancellable`` that
/// stops the work. If the awaiting task is cancelled, the call throws `CancellationError` at once
/// and the work is cancelled; if the task was cancelled before the call, `start` never runs.
/// Later callbacks are ignored and reported (see ``ResumeOnce``).
/// ```swift
/// let reading: Int = try await withCancellableContinuation { once in
///   let request = sensor.read { once.resume(with: $0) }
///   return Cancellable { request.cancel() }
/// }
/// ```
public func withCancellableContinuation<T: Sendable>(
  isolation: isolated (any Actor)? = #isolation,
  function: String = #function,
  fileID: String = #fileID,
  line: Int = #line,
  _ start: (ResumeOnce<T>) -> Cancellable
) async throws -> T {
  let once = ResumeOnce<T>(label: function, fileID: fileID, line: line)
  let work = PendingCancellation()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation(isolation: isolation, function: function) {
      continuation in
      guard once.install(continuation) else { return }
      work.attach(start(once))
    }
  } onCancel: {
    once.cancel()
    work.cancel()
  }
}

/// Runs `operation` and captures its outcome, so an error can be handled as a value without
/// losing its type information.
public func result<T>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: () async throws -> T
) async -> Result<T, any Error> {
  do {
    return .success(try await operation())
  } catch {
    return .failure(error)
  }
}
