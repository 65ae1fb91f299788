/// One set (set system) or end (cumulative) of a match: both sides' arrows, checked where it is
/// made — each side shoots the format's arrows, each a score on the match face.
public struct MatchSet: Hashable, Sendable {
  /// Side A's arrows.
  public let a: [ArrowValue]
  /// Side B's arrows.
  public let b: [ArrowValue]

  /// Set (or end) `number` of a `format` match; refused, naming the set and the side, when a
  /// side shot other than `format.arrowsPerSet` arrows or an arrow is not on the face.
  public init(a: [ArrowValue], b: [ArrowValue], number: Int, format: MatchFormat)
    throws(MatchError)
  {
    let place = format.place(number)
    for (side, arrows) in [(MatchSide.a, a), (.b, b)] {
      guard arrows.count == format.arrowsPerSet else {
        throw .arrowCount(place, side, given: arrows.count, expected: format.arrowsPerSet)
      }
      for arrow in arrows { try Self.check(arrow, at: place, side) }
    }
    self.a = a
    self.b = b
  }

  /// Side `side`'s arrows.
  public func arrows(_ side: MatchSide) -> [ArrowValue] { side == .a ? a : b }

  /// Side `side`'s total for the set (X counts 10, M 0).
  public func total(_ side: MatchSide) -> Int { arrows(side).reduce(0) { $0 + $1.points } }

  /// The set points `side` earns from this set: 2 for the higher total, 1 each for a tie, else 0.
  public func setPoints(_ side: MatchSide) -> Int {
    let own = total(side)
    let other = total(side.other)
    return own > other ? 2 : own == other ? 1 : 0
  }

  /// Refuses an arrow that is not a score on ``MatchFormat/system`` (a value made unchecked).
  static func check(_ arrow: ArrowValue, at place: MatchPlace, _ side: MatchSide)
    throws(MatchError)
  {
    let system = MatchFormat.system
    let valid =
      arrow.isMiss
      ? arrow.points == 0 && !arrow.isX
      : system.scoringPoints.contains(arrow.points)
        && (!arrow.isX || arrow.points == system.maxPoints)
    guard valid else { throw .arrowNotOnFace(place, side, text: arrow.description) }
  }
}
