/// Something the continuation manager refused or dropped, kept for logs and tests.
public enum NavigationDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// A result arrived for an entry nobody waits on (after Back, or never requested).
  case resultForEntryNotWaiting(EntryID)
  /// A result arrived for a waiting entry that has already left the path; its caller got `nil`.
  case resultForEntryOffPath(EntryID)
  /// The path refused the request's push; its caller got `nil`.
  case pushRefused(PathError)
  /// A result of the wrong type arrived; the request stays pending.
  case wrongResultType(EntryID, expected: String, received: String)
  /// A second request for a slot that is busy was refused (``ConcurrentRequestPolicy/reject``).
  case requestRejected(slot: String)
  /// A request was made after teardown and returned `nil` at once.
  case requestAfterTeardown

  /// One sentence for the log.
  public var description: String {
    switch self {
    case .resultForEntryNotWaiting(let entry):
      "dropped a result for \(entry): nothing waits on it (Back, or never requested)"
    case .resultForEntryOffPath(let entry):
      "dropped a result for \(entry): it has left the path, so its caller gets nil"
    case .pushRefused(let error): "\(error); the caller gets nil"
    case .wrongResultType(let entry, let expected, let received):
      "dropped a \(received) result for \(entry), which waits for \(expected); still waiting"
    case .requestRejected(let slot): "refused a second request for \(slot) while one is waiting"
    case .requestAfterTeardown: "refused a request after teardown"
    }
  }
}

/// What happens when a request arrives while another for the same slot is still waiting.
public enum ConcurrentRequestPolicy: Sendable {
  /// The earlier caller gets `nil` and its screen is popped; the new request proceeds.
  case supersede
  /// The new caller gets `nil` at once; the earlier request keeps waiting.
  case reject
}
