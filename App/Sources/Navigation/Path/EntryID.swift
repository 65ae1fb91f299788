/// Identifies one push of a destination. Never reused: a result or a cancel addressed to an entry
/// that is gone is recognised as stale instead of reaching whatever stands there now.
public struct EntryID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The generation number; later pushes have larger numbers.
  public let rawValue: UInt64

  /// One past the largest number a path hands out (2^53): a path's next ID never exceeds it, so
  /// every snapshot a path takes passes ``PathSnapshot/validate()``; pushes beyond it are refused.
  static let limit: UInt64 = 1 << 53

  /// Wraps a generation number.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Orders entries by when they were pushed.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#12`.
  public var description: String { "#\(rawValue)" }
}
