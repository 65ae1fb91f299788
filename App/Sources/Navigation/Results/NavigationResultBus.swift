/// Carries results from screens to whoever waits for them. Synchronous subscribers (the
/// continuation manager) get each result as it is published; async subscribers get later results
/// in order, keeping at most the newest ``streamBufferLimit`` unread ones, so a stalled screen
/// cannot grow memory. Publish from the main actor, or `send` from anywhere.
@MainActor
public final class NavigationResultBus {
  /// How many unread results an async subscriber keeps; older unread ones are dropped.
  public static let streamBufferLimit = 64

  private let subscribers = SubscriberRegistry<NavigationResult>(
    streamBuffering: .bufferingNewest(streamBufferLimit))

  /// Creates a bus with no subscribers.
  public init() {}

  /// How many subscribers, synchronous and async, are listening.
  public var subscriberCount: Int { subscribers.count }

  /// Delivers `value` for `entry` to every subscriber, synchronously.
  public func publish(_ value: some Sendable, to entry: EntryID) {
    subscribers.send(NavigationResult(entry: entry, value: value))
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
    subscribers.subscribe(handler)
  }

  /// Every later result, in order, the newest ``streamBufferLimit`` kept while unread. Each read of
  /// `results` subscribes; the subscription ends when the loop reading it ends (breaks, returns or
  /// is cancelled), even if the sequence is kept in a variable.
  public var results: NavigationStream<NavigationResult> { subscribers.stream() }
}
