/// A cold stream of values: its producer starts anew for each loop and is stopped through the
/// ``Cancellable`` it returns when the loop breaks, its task is cancelled, or the stream ends.
/// ```swift
/// let rows = Flow<[String]> { continuation in
///   let observation = store.observe { continuation.yield($0) }
///   return Cancellable { observation.stop() }
/// }
/// let current = try await rows.first()
/// ```
public struct Flow<Element: Sendable>: AsyncSequence, Sendable {
  /// The producer may fail with any error, which ends the loop.
  public typealias Failure = any Error
  /// The continuation a producer writes to.
  public typealias Continuation = AsyncThrowingStream<Element, any Error>.Continuation

  private let bufferingPolicy: Continuation.BufferingPolicy
  private let producer: @Sendable (Continuation) -> Cancellable

  /// Creates a flow whose `producer` runs once per loop.
  public init(
    bufferingPolicy: Continuation.BufferingPolicy = .unbounded,
    _ producer: @escaping @Sendable (Continuation) -> Cancellable
  ) {
    self.bufferingPolicy = bufferingPolicy
    self.producer = producer
  }

  /// Starts the producer for a new loop.
  public func makeAsyncIterator() -> Iterator {
    let stream = AsyncThrowingStream.bridging(bufferingPolicy: bufferingPolicy, producer)
    return Iterator(base: stream.makeAsyncIterator())
  }

  /// One run of the producer; dropping it stops the producer.
  public struct Iterator: AsyncIteratorProtocol {
    var base: AsyncThrowingStream<Element, any Error>.Iterator

    /// The next value, `nil` at the end, or the producer's error.
    public mutating func next() async throws -> Element? { try await base.next() }

    /// The next value without leaving the caller's isolation.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error)
      -> Element?
    {
      try await base.next(isolation: actor)
    }
  }
}

extension Flow {
  /// The same values made into what a screen shows: `transform` runs once per value, in the
  /// flow's own task, and its error ends the flow.
  public func map<New: Sendable>(
    _ transform: @escaping @Sendable (Element) async throws -> New
  ) -> Flow<New> {
    Flow<New> { continuation in
      let task = Task {
        do {
          for try await value in self { continuation.yield(try await transform(value)) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      return Cancellable { task.cancel() }
    }
  }
}
