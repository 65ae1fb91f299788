/// A caller waiting for a result: how to resume it and which values it accepts.
@MainActor
struct PendingRequest {
  let slot: AnyHashable
  let expectedType: String
  let accepts: (any Sendable) -> Bool
  /// Resumes the caller; the manager calls it exactly once, from `resolve`.
  let resume: ((any Sendable)?) -> Void

  init<R: Sendable>(slot: AnyHashable, continuation: CheckedContinuation<R?, Never>) {
    self.slot = slot
    expectedType = String(describing: R.self)
    accepts = { $0 is R }
    resume = { value in continuation.resume(returning: value as? R) }
  }
}
