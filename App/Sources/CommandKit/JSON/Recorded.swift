/// A figure that may not have been recorded (a round entered by its total has no hits): the
/// value, or `null` — never left out, and never written as 0.
public struct Recorded<Value: Encodable>: Encodable {
  /// The figure, or `nil` when it was not recorded.
  public let value: Value?

  /// `value` when `recorded`, else not recorded.
  public init(_ value: Value, if recorded: Bool) { self.value = recorded ? value : nil }

  /// The value, or `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value { try container.encode(value) } else { try container.encodeNil() }
  }
}
