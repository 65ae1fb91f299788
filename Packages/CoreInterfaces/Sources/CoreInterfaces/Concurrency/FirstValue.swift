/// Thrown by `AsyncSequence.first()` (this module's extension) when the sequence ended empty.
public struct NoSuchElementError: Error, Equatable, CustomStringConvertible {
  /// Creates the error.
  public init() {}
  /// A sentence for logs.
  public var description: String { "The sequence finished without producing a value." }
}

extension AsyncSequence {
  /// The first element, for one-shot reads of an observed query. Stops the producer at once.
  /// Throws `CancellationError` if the task was cancelled and ``NoSuchElementError`` if the
  /// sequence ended empty, so "cancelled" is never misreported as "empty".
  public func first(isolation: isolated (any Actor)? = #isolation) async throws -> Element {
    guard let element = try await firstOrNil(isolation: isolation) else {
      throw NoSuchElementError()
    }
    return element
  }

  /// The first element, or `nil` if the sequence ended empty; `CancellationError` if cancelled.
  public func firstOrNil(isolation: isolated (any Actor)? = #isolation) async throws -> Element? {
    var iterator = makeAsyncIterator()
    if let element = try await iterator.next(isolation: isolation) { return element }
    try Task.checkCancellation()
    return nil
  }
}
