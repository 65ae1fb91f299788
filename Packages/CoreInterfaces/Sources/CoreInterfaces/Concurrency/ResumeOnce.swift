/// The one-shot resumer handed to a callback API by ``withCancellableContinuation(isolation:function:fileID:line:_:)``.
///
/// The first `resume` wins; a late or duplicate one returns `false` and is reported as a warning,
/// never a crash. Cancellation of the awaiting task counts as the first resume.
public final class ResumeOnce<T: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<T, any Error>?
    var isFinished = false
    var isCancelled = false
  }

  private let state = Locked(State())
  private let label: String
  private let fileID: String
  private let line: Int

  init(label: String, fileID: String, line: Int) {
    self.label = label
    self.fileID = fileID
    self.line = line
  }

  /// Resumes the waiting task with `result`; `false` if it was already resumed or cancelled.
  @discardableResult
  public func resume(with result: sending Result<T, any Error>) -> Bool {
    guard resumeIfPending(with: result) else {
      IssueReporting.reportWarning(
        "\(label): a late or duplicate callback was ignored", fileID: fileID, line: line)
      return false
    }
    return true
  }

  /// Resumes the waiting task if nothing has yet; `false` otherwise, silently. For racing
  /// sources where losing is expected (a result against a timeout).
  @discardableResult
  public func resumeIfPending(with result: sending Result<T, any Error>) -> Bool {
    let continuation = state.withLock { state -> CheckedContinuation<T, any Error>?? in
      guard !state.isFinished else { return .none }
      state.isFinished = true
      let continuation = state.continuation
      state.continuation = nil
      return .some(continuation)
    }
    guard let continuation else { return false }
    continuation?.resume(with: result)
    return true
  }

  /// Resumes the waiting task with `value`; `false` if it was already resumed or cancelled.
  @discardableResult
  public func resume(returning value: T) -> Bool { resume(with: .success(value)) }

  /// Resumes the waiting task by throwing `error`; `false` if it was already resumed or cancelled.
  @discardableResult
  public func resume(throwing error: any Error) -> Bool { resume(with: .failure(error)) }

  /// Parks `continuation`; `false` (and resumed with `CancellationError`) if already cancelled.
  func install(_ continuation: CheckedContinuation<T, any Error>) -> Bool {
    let installed = state.withLock { state in
      guard !state.isCancelled else {
        state.isFinished = true
        return false
      }
      state.continuation = continuation
      return true
    }
    if !installed { continuation.resume(throwing: CancellationError()) }
    return installed
  }

  /// Marks the call cancelled and resumes the waiter with `CancellationError` if still waiting.
  func cancel() {
    let continuation = state.withLock { state -> CheckedContinuation<T, any Error>? in
      state.isCancelled = true
      guard !state.isFinished else { return nil }
      let continuation = state.continuation
      if continuation != nil { state.isFinished = true }
      state.continuation = nil
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }
}
