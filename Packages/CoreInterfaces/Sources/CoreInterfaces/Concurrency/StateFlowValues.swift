/// The values of a state flow as an `AsyncSequence` that never fails.
///
/// Subscribing happens in `makeAsyncIterator()`, and only the iterator holds the stream, so
/// breaking out of a `for await` loop (dropping the iterator) unsubscribes at once.
public struct StateFlowValues<Value: Sendable & Equatable>: AsyncSequence, Sendable {
  /// Each element is the flow's value at some moment.
  public typealias Element = Value
  /// A state flow's values never fail.
  public typealias Failure = Never

  private let subscribe: @Sendable () -> AsyncStream<Value>

  init(subscribe: @escaping @Sendable () -> AsyncStream<Value>) { self.subscribe = subscribe }

  /// Subscribes: the iterator first yields the current value, then each change.
  public func makeAsyncIterator() -> Iterator { Iterator(base: subscribe().makeAsyncIterator()) }

  /// One subscription; ends (`nil`) when its task is cancelled or the flow is gone.
  public struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<Value>.Iterator

    /// The next value, or `nil` once cancelled.
    public mutating func next() async -> Value? { await base.next() }

    /// The next value, or `nil` once cancelled, without leaving the caller's isolation.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Value? {
      await base.next(isolation: actor)
    }
  }
}
