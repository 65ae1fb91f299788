/// The subscribers of one source of values — the path's observers or the result bus's — kept in
/// one place so both follow the same rules: synchronous handlers run in subscription order, and
/// every async stream is bounded by the source's buffering policy, so a subscriber that never
/// reads cannot grow memory.
@MainActor
final class SubscriberRegistry<Value: Sendable> {
  /// In subscription order, which is ID order: IDs only grow and new handlers are appended.
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

  /// Delivers `value` to every handler, in subscription order, then to every stream. A handler
  /// cancelled during the pass (by an earlier one) is not called; one subscribed during the pass
  /// hears the next value. No handler runs while the table is being read or changed.
  func send(_ value: Value) {
    let end = nextID
    var last = -1
    while let handler = handler(after: last, before: end) {
      last = handler.id
      handler.handle(value)
    }
    for stream in streams.values { stream.yield(value) }
  }

  /// The live handler with the smallest ID above `id` and below `end`; `handlers` is in ID order
  /// (IDs only grow and are appended), so a binary search finds it.
  private func handler(after id: Int, before end: Int) -> (id: Int, handle: (Value) -> Void)? {
    var low = 0
    var high = handlers.count
    while low < high {
      let middle = (low + high) / 2
      if handlers[middle].id <= id { low = middle + 1 } else { high = middle }
    }
    guard low < handlers.count, handlers[low].id < end else { return nil }
    return handlers[low]
  }

  private func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
