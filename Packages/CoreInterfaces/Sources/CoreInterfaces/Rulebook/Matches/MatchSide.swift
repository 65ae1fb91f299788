/// One side of a match: an archer, a team or a mixed pair, called A and B.
public enum MatchSide: String, CaseIterable, Codable, Sendable {
  /// The first side named.
  case a
  /// The second side named.
  case b

  /// The opponent.
  public var other: MatchSide { self == .a ? .b : .a }

  /// `A` or `B`, as a score sheet writes it.
  public var label: String { rawValue.uppercased() }
}
