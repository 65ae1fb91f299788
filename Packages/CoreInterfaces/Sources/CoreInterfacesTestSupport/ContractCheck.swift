public import Testing

/// One named rule of a client contract — a check every implementation of an interface must
/// pass, written once and run against each (the in-memory client and the live one), so a fake
/// cannot drift from what it stands in for.
public struct ContractCheck<Subject: Sendable>: Sendable, CustomTestStringConvertible {
  /// What the rule says, as the test log shows it.
  public let testDescription: String
  private let body: @Sendable (Subject) async throws -> Void

  /// A rule called `description` that `body` checks against a subject.
  public init(
    _ description: String, _ body: @escaping @Sendable (Subject) async throws -> Void
  ) {
    testDescription = description
    self.body = body
  }

  /// Runs the rule against `subject`; failures are recorded as test issues or thrown.
  public func verify(_ subject: Subject) async throws { try await body(subject) }
}
