/// A current value that can be observed: the Kotlin `MutableStateFlow`, in plain Swift.
///
/// `values` replays the current value to each new subscriber, then every change; equal values are
/// skipped (hence `Equatable`) and a slow subscriber is conflated to the latest value, so it always
/// ends on `value`. Any number of subscribers; breaking out of the loop or cancelling its task
/// unsubscribes (`subscriptionCount` drops). Updates are atomic read-modify-writes.
public final class MutableStateFlow<Value: Sendable & Equatable>: Sendable {
  private struct State {
    var value: Value
    var subscribers: [Int: AsyncStream<Value>.Continuation] = [:]
    var nextSubscriberID = 0
  }

  /// The value and the subscribers. Never held while yielding: a cancelled subscriber's task
  /// unsubscribes while holding its own lock, and yielding to it needs that lock.
  private let state: Locked<State>
  /// Held while values are yielded, so two writers' yields cannot be reordered. Unsubscribing
  /// never takes it, so it cannot close a cycle with a task's lock.
  private let deliveryOrder = Locked(())

  /// Creates a flow holding `initial`.
  public init(_ initial: Value) { state = Locked(State(value: initial)) }

  deinit {
    let subscribers = state.withLock { state in
      let subscribers = state.subscribers
      state.subscribers = [:]
      return subscribers
    }
    for subscriber in subscribers.values { subscriber.finish() }
  }

  /// The current value; setting it is `update { $0 = newValue }`.
  public var value: Value {
    get { state.withLock { $0.value } }
    set { update { $0 = newValue } }
  }

  /// Changes the value atomically; subscribers see the result only if it differs from before.
  /// `transform` runs under the flow's lock: it must not touch this flow.
  public func update(_ transform: (inout Value) -> Void) {
    deliveryOrder.withLock { _ in
      let delivery = state.withLock { state in
        var next = state.value
        transform(&next)
        return Self.set(next, in: &state)
      }
      delivery?.yield()
    }
  }

  /// Sets `newValue` only if the current value equals `expected`; returns whether it did.
  @discardableResult
  public func compareAndSet(expected: Value, newValue: Value) -> Bool {
    deliveryOrder.withLock { _ in
      let (matched, delivery) = state.withLock { state -> (Bool, Delivery?) in
        guard state.value == expected else { return (false, nil) }
        return (true, Self.set(newValue, in: &state))
      }
      delivery?.yield()
      return matched
    }
  }

  /// A new value and the subscribers to give it to, taken under the state lock and yielded
  /// after it: outside the state lock (a subscriber being cancelled needs it), inside the
  /// delivery-order lock (so two writers cannot reorder their yields and leave a subscriber one
  /// value behind `value`; docs/ARCHITECTURE.md, "StateFlow ordering").
  private struct Delivery {
    let value: Value
    /// The subscribers as they were at the change (a copy-on-write copy: no allocation).
    let subscribers: [Int: AsyncStream<Value>.Continuation]

    func yield() {
      for subscriber in subscribers.values { subscriber.yield(value) }
    }
  }

  /// Stores `next` if it differs from the current value; what to deliver, or `nil`.
  private static func set(_ next: Value, in state: inout State) -> Delivery? {
    guard next != state.value else { return nil }
    state.value = next
    return Delivery(value: next, subscribers: state.subscribers)
  }

  /// How many loops are currently subscribed to `values`.
  public var subscriptionCount: Int { state.withLock { $0.subscribers.count } }

  /// The current value, then every change; each loop over it is a new subscriber. The sequence
  /// does not keep the flow alive: once the flow is gone, loops over it end.
  public var values: StateFlowValues<Value> {
    StateFlowValues { [weak self] in
      guard let self else {
        let (ended, continuation) = AsyncStream.makeStream(of: Value.self)
        continuation.finish()
        return ended
      }
      return self.subscribe()
    }
  }

  /// A read-only view for consumers that must not write.
  public func asStateFlow() -> StateFlow<Value> { StateFlow(self) }

  private func subscribe() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: .bufferingNewest(1))
    let id = state.withLock { state in
      let id = state.nextSubscriberID
      state.nextSubscriberID += 1
      return id
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    deliveryOrder.withLock { _ in
      // Register and replay with deliveries held off: no update can fall in between.
      let current = state.withLock { state in
        state.subscribers[id] = continuation
        return state.value
      }
      continuation.yield(current)
    }
    return stream
  }

  private func unsubscribe(_ id: Int) {
    _ = state.withLock { $0.subscribers.removeValue(forKey: id) }
  }
}
