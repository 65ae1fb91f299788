/// A caller waiting for a result: how to resume it and which values it accepts.
@MainActor
struct PendingRequest {
  /// Names the `request` call, for its cancellation handler (the entry ID comes later).
  let token: UInt64
  let slot: AnyHashable
  let expectedType: String
  let accepts: (any Sendable) -> Bool
  /// Resumes the caller; the manager calls it exactly once, from `resolve`.
  let resume: ((any Sendable)?) -> Void

  init<R: Sendable>(token: UInt64, slot: AnyHashable, continuation: CheckedContinuation<R?, Never>)
  {
    self.token = token
    self.slot = slot
    expectedType = String(describing: R.self)
    accepts = { $0 is R }
    resume = { value in continuation.resume(returning: value as? R) }
  }
}
