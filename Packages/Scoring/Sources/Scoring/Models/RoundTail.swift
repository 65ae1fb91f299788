import CoreInterfaces

/// A round as entering its next arrows needs it: the round, its last end's arrows, and what the
/// arrows before that end count (the store's kept summary), so it reads one end however long
/// the round is.
public struct RoundTail: Sendable, Hashable {
  /// The round.
  public var round: ShotRound
  /// The arrows of its last end, in shooting order (none for a round without arrows).
  public var arrows: [ScoredArrow]
  /// How many arrows the round holds before ``arrows``.
  public var arrowsBefore: Int
  /// The points those arrows score.
  public var pointsBefore: Int

  /// The round `round` ending in `arrows`, after `arrowsBefore` arrows scoring `pointsBefore`.
  public init(round: ShotRound, arrows: [ScoredArrow], arrowsBefore: Int, pointsBefore: Int) {
    (self.round, self.arrows) = (round, arrows)
    (self.arrowsBefore, self.pointsBefore) = (max(0, arrowsBefore), max(0, pointsBefore))
  }

  /// The tail of `round` holding `all` (in shooting order): its last end and what is before it.
  public init(round: ShotRound, all: [ScoredArrow]) {
    let last = all.last?.endNumber
    let tail = Array(all.reversed().prefix { $0.endNumber == last }.reversed())
    let before = all.dropLast(tail.count)
    self.init(
      round: round, arrows: tail, arrowsBefore: before.count,
      pointsBefore: before.reduce(0) { $0 + $1.value.points })
  }
}
