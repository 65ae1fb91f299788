/// Identifies one push of a destination. Never reused: a result or a cancel addressed to an entry
/// that is gone is recognised as stale instead of reaching whatever stands there now.
public struct EntryID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The generation number; later pushes have larger numbers.
  public let rawValue: UInt64

  /// Wraps a generation number.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Orders entries by when they were pushed.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#12`.
  public var description: String { "#\(rawValue)" }
}
