/// The subscribers of one source of values — the path's observers or the result bus's — kept in
/// one place so both follow the same rules: synchronous handlers run in subscription order, and
/// every async stream is bounded by the source's buffering policy, so a subscriber that never
/// reads cannot grow memory.
@MainActor
final class SubscriberRegistry<Value: Sendable> {
  private var handlers: [(id: Int, handle: (Value) -> Void)] = []
  private var streams: [Int: AsyncStream<Value>.Continuation] = [:]
  private var nextID = 0
  private let streamBuffering: AsyncStream<Value>.Continuation.BufferingPolicy

  /// A registry whose async streams buffer by `streamBuffering`.
  init(streamBuffering: AsyncStream<Value>.Continuation.BufferingPolicy) {
    self.streamBuffering = streamBuffering
  }

  /// How many handlers and streams are subscribed.
  var count: Int { handlers.count + streams.count }

  /// Adds a synchronous handler; the handle removes it when cancelled or released.
  func subscribe(_ handle: @escaping (Value) -> Void) -> NavigationSubscription {
    let id = makeID()
    handlers.append((id, handle))
    return NavigationSubscription { [weak self] in self?.handlers.removeAll { $0.id == id } }
  }

  /// A new async subscriber, subscribed now: it ends when its loop's iterator is released, its
  /// task is cancelled, or the sequence is released unread.
  func stream() -> NavigationStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: streamBuffering)
    let id = makeID()
    streams[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.streams[id] = nil }
    }
    return NavigationStream(stream: stream, continuation: continuation)
  }

  /// Delivers `value` to every handler, then to every stream.
  func send(_ value: Value) {
    for handler in handlers { handler.handle(value) }
    for stream in streams.values { stream.yield(value) }
  }

  private func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
