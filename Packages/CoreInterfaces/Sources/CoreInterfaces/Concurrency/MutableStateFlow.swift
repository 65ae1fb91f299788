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

  private let state: Locked<State>

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
    state.withLock { state in
      var next = state.value
      transform(&next)
      Self.publish(next, in: &state)
    }
  }

  /// Sets `newValue` only if the current value equals `expected`; returns whether it did.
  @discardableResult
  public func compareAndSet(expected: Value, newValue: Value) -> Bool {
    state.withLock { state in
      guard state.value == expected else { return false }
      Self.publish(newValue, in: &state)
      return true
    }
  }

  private static func publish(_ next: Value, in state: inout State) {
    guard next != state.value else { return }
    state.value = next
    // NB: yield under the lock so two writers cannot reorder their yields and leave a
    // subscriber one value behind `value` (docs/ARCHITECTURE.md, "StateFlow ordering").
    for subscriber in state.subscribers.values { subscriber.yield(next) }
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
    state.withLock { state in
      // Replay inside the same critical section that registers: no update can fall in between.
      continuation.yield(state.value)
      state.subscribers[id] = continuation
    }
    return stream
  }

  private func unsubscribe(_ id: Int) {
    _ = state.withLock { $0.subscribers.removeValue(forKey: id) }
  }
}
