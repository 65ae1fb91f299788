import CoreInterfaces

/// A call-tracking double for one endpoint: records every call's input, in order, and answers
/// with `answer`. Override only the endpoints a test expects; every other endpoint keeps its
/// failing test value, so an unexpected call fails the test, naming it.
/// ```swift
/// let greet = Spy<String, String>(returning: "Hi")
/// try await withDependencies { $0.greeting.greet = greet.endpoint } operation: {
///   @Dependency(\.greeting) var greeting
///   _ = try await greeting.greet("Ada")
/// }
/// #expect(greet.calls == ["Ada"])
/// ```
public final class Spy<Input: Sendable, Output: Sendable>: Sendable {
  private let log = Locked<[Input]>([])
  private let answer: @Sendable (Input) async throws -> Output

  /// A spy that computes its answer from the input (or throws).
  public init(_ answer: @escaping @Sendable (Input) async throws -> Output) {
    self.answer = answer
  }

  /// A spy that always answers `value`.
  public convenience init(returning value: Output) {
    self.init { _ in value }
  }

  /// A spy that always throws `error`.
  public convenience init(throwing error: any Error) {
    self.init { _ in throw error }
  }

  /// Every input so far, oldest first.
  public var calls: [Input] { log.withLock { $0 } }

  /// How many calls so far.
  public var callCount: Int { log.withLock { $0.count } }

  /// Records `input`, then answers.
  public func callAsFunction(_ input: Input) async throws -> Output {
    log.withLock { $0.append(input) }
    return try await answer(input)
  }

  /// The spy as a one-argument endpoint, ready to assign to a client's closure.
  public var endpoint: @Sendable (Input) async throws -> Output {
    { input in try await self(input) }
  }
}

extension Spy where Input == Void {
  /// The spy as a no-argument endpoint.
  public var endpoint: @Sendable () async throws -> Output {
    { try await self(()) }
  }
}
