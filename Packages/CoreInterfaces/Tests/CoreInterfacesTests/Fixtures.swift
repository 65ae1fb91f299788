import CoreInterfaces

/// A small client shaped like the real ones, used to exercise the registry.
struct GreetingClient: Sendable {
  var greet: @Sendable (String) async throws -> String
  var count: @Sendable () -> Int
}

enum GreetingClientKey: DependencyKey {
  static let testValue = GreetingClient(
    greet: unimplemented("GreetingClient.greet"),
    count: unimplemented("GreetingClient.count", placeholder: -1))
  static let previewValue = GreetingClient(greet: { "Preview, \($0)" }, count: { 7 })
}

extension DependencyValues {
  var greeting: GreetingClient {
    get { self[GreetingClientKey.self] }
    set { self[GreetingClientKey.self] = newValue }
  }
}

enum UnregisteredKey: DependencyKey {
  static let testValue = "test"
  static let previewValue = "preview"
}

/// A client whose value is a plain number, to tell scopes apart.
enum NumberKey: DependencyKey {
  static let testValue = 0
  static let previewValue = 1
}

extension DependencyValues {
  var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

/// Collects what is reported inside `body`, which runs with a scoped reporter.
func collectingIssues<R>(
  _ body: () async throws -> R
) async rethrows -> (R, [ReportedIssue]) {
  let issues = Locked<[ReportedIssue]>([])
  let result = try await IssueReporting.withReporter(.collecting(into: issues), operation: body)
  return (result, issues.withLock { $0 })
}
