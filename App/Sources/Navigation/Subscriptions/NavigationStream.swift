/// The later values of a path or a result bus, as an async sequence: one subscription, made when
/// the sequence is created, so nothing sent after that is missed.
///
/// The subscription ends when the iterator reading it is released — the loop breaks or returns —
/// even if the sequence itself is still kept in a variable; also when the reading task is
/// cancelled, or when the sequence is released unread. One loop per sequence: a second loop over
/// the same value ends at once after whatever the first left buffered; ask the source again to
/// subscribe again.
public struct NavigationStream<Element: Sendable>: AsyncSequence, Sendable {
  /// The sequence never throws.
  public typealias Failure = Never

  private let stream: AsyncStream<Element>
  private let continuation: AsyncStream<Element>.Continuation

  /// Wraps a subscriber's stream and the continuation that feeds it (ending it unsubscribes).
  init(stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation) {
    self.stream = stream
    self.continuation = continuation
  }

  /// Starts the loop; the iterator holds the subscription and ends it when released.
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: stream.makeAsyncIterator(), lease: Lease(continuation: continuation))
  }

  /// Reads the subscription; releasing it (the loop ending) unsubscribes.
  public struct Iterator: AsyncIteratorProtocol {
    private var base: AsyncStream<Element>.Iterator
    private let lease: Lease

    fileprivate init(base: AsyncStream<Element>.Iterator, lease: Lease) {
      self.base = base
      self.lease = lease
    }

    /// The next value, or `nil` once the subscription has ended or the task is cancelled.
    public mutating func next() async -> Element? { await base.next() }

    /// The next value, read on the caller's actor without a hop.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      await base.next(isolation: actor)
    }
  }

  /// Finishes the stream when the last copy of its iterator goes away; finishing runs the
  /// source's termination handler, which removes the subscriber.
  fileprivate final class Lease: Sendable {
    let continuation: AsyncStream<Element>.Continuation

    init(continuation: AsyncStream<Element>.Continuation) { self.continuation = continuation }

    deinit { continuation.finish() }
  }
}
