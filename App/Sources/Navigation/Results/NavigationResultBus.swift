/// Carries results from screens to whoever waits for them. Synchronous subscribers (the
/// continuation manager) get each result as it is published; async subscribers get every later
/// result in order. Publish from the main actor, or `send` from anywhere.
@MainActor
public final class NavigationResultBus {
  private var handlers: [(id: Int, handle: (NavigationResult) -> Void)] = []
  private var streams: [Int: AsyncStream<NavigationResult>.Continuation] = [:]
  private var nextID = 0

  /// Creates a bus with no subscribers.
  public init() {}

  /// How many subscribers, synchronous and async, are listening.
  public var subscriberCount: Int { handlers.count + streams.count }

  /// Delivers `value` for `entry` to every subscriber, synchronously.
  public func publish(_ value: some Sendable, to entry: EntryID) {
    let result = NavigationResult(entry: entry, value: value)
    for handler in handlers { handler.handle(result) }
    for stream in streams.values { stream.yield(result) }
  }

  /// Publishes from any isolation: hops to the main actor, then behaves as `publish`. Sends made
  /// one after another from one task arrive in that order.
  public nonisolated func send(_ value: some Sendable, to entry: EntryID) async {
    await publish(value, to: entry)
  }

  /// Calls `handler` with each later result, synchronously, until the subscription ends.
  public func subscribe(_ handler: @escaping (NavigationResult) -> Void)
    -> NavigationSubscription
  {
    let id = nextID
    nextID += 1
    handlers.append((id, handler))
    return NavigationSubscription { [weak self] in self?.handlers.removeAll { $0.id == id } }
  }

  /// Every later result, in order; each loop is a subscriber, gone when it breaks or is cancelled.
  public var results: AsyncStream<NavigationResult> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigationResult.self)
    let id = nextID
    nextID += 1
    streams[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.streams[id] = nil }
    }
    return stream
  }
}
