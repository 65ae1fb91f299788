/// A read-only view of a ``MutableStateFlow``: the current value and its changes, no writes.
public struct StateFlow<Value: Sendable & Equatable>: Sendable {
  private let source: MutableStateFlow<Value>

  init(_ source: MutableStateFlow<Value>) { self.source = source }

  /// The current value.
  public var value: Value { source.value }
  /// The current value, then every change (see ``MutableStateFlow/values``).
  public var values: StateFlowValues<Value> { source.values }
  /// How many loops are currently subscribed.
  public var subscriptionCount: Int { source.subscriptionCount }
}
