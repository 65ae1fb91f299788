public import CoreInterfaces
public import Testing

/// A test or suite trait that runs each test in the test context with the given overrides and
/// with reported issues recorded as Swift Testing issues.
/// ```swift
/// @Test(.dependencies { $0.greeting.greet = { "Hi, \($0)" } })
/// func greetsByName() async throws {
///   @Dependency(\.greeting) var greeting
///   #expect(try await greeting.greet("Ada") == "Hi, Ada")
/// }
/// ```
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  private let update: @Sendable (inout DependencyValues) -> Void

  /// Suite traits apply to every test in the suite.
  public var isRecursive: Bool { true }

  init(_ update: @escaping @Sendable (inout DependencyValues) -> Void) { self.update = update }

  /// Runs `function` inside the dependency scope.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await IssueReporting.withReporter(.swiftTesting) {
      try await withDependencies {
        $0.context = .test
        update(&$0)
      } operation: {
        try await function()
      }
    }
  }
}

extension Trait where Self == DependenciesTrait {
  /// Runs the test with dependencies changed by `update`; see ``DependenciesTrait``.
  public static func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) -> Self {
    DependenciesTrait(update)
  }
}
