/// A round as its scoring screen shows it: the round (its status among the rest) and every arrow
/// saved, in shooting order. What `RoundClient.observeSheet` hands an open sheet.
public struct RoundSheet: Sendable, Hashable {
  /// The round.
  public var round: ShotRound
  /// Its arrows, in shooting order.
  public var arrows: [ScoredArrow]

  /// The round `round` holding `arrows`.
  public init(round: ShotRound, arrows: [ScoredArrow]) {
    self.round = round
    self.arrows = arrows
  }
}
