/// One side's view of a match, what its archers' histories and `stats matches` count: the result,
/// the set points both ways (none in a cumulative format), and its arrows and points.
public struct MatchSummary: Hashable, Sendable {
  /// How the match went for this side.
  public enum Result: String, Hashable, Sendable, Codable {
    /// This side won.
    case won
    /// This side lost.
    case lost
    /// Not decided yet (a match left before its last set or its shoot-off).
    case undecided
  }

  /// The format shot.
  public let format: MatchFormat
  /// Won, lost or undecided.
  public let result: Result
  /// This side's set points; `nil` in a cumulative format.
  public let setPoints: Int?
  /// The opponent's set points; `nil` in a cumulative format.
  public let opponentSetPoints: Int?
  /// This side's total over its sets or ends (shoot-off arrows not counted).
  public let total: Int
  /// The opponent's total.
  public let opponentTotal: Int
  /// Arrows this side shot in its sets or ends (shoot-off arrows not counted).
  public let arrows: Int

  /// `side`'s view of `match` as it stands.
  public init(_ match: Match, side: MatchSide) {
    format = match.format
    result =
      switch match.outcome.winner {
      case nil: .undecided
      case side?: .won
      case _?: .lost
      }
    setPoints = match.setPoints(side)
    opponentSetPoints = match.setPoints(side.other)
    total = match.total(side)
    opponentTotal = match.total(side.other)
    arrows = match.sets.reduce(0) { $0 + $1.arrows(side).count }
  }

  /// Points per arrow over its sets or ends; `nil` before an arrow.
  public var averageArrow: Double? { arrows == 0 ? nil : Double(total) / Double(arrows) }
}
