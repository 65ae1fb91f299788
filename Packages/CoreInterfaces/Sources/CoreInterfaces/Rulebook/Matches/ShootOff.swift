/// One shoot-off: an arrow per archer on each side, and what it decided. The higher total wins;
/// equal totals go to the side whose closest arrow is nearer the centre, then the next closest,
/// and so on; still equal, another shoot-off is shot.
public struct ShootOff: Hashable, Sendable {
  /// How a shoot-off ended.
  public enum Result: Hashable, Sendable {
    /// `side` won: on total, or (`closer`) by the arrow nearer the centre.
    case won(MatchSide, closer: Bool)
    /// Equal in total and in every distance: shoot again.
    case tied
  }

  /// Side A's arrows.
  public let a: [ShootOffArrow]
  /// Side B's arrows.
  public let b: [ShootOffArrow]
  /// What it decided.
  public let result: Result
  /// When the arrow nearer the centre decided: which, counted from each side's closest (1 is
  /// the closest; 2 when the closest were equally near and the next closest decided).
  public let decidingArrow: Int?

  /// Shoot-off `number` of a `format` match: refused, naming it, when a side shot other than one
  /// arrow per archer, an arrow is not on the face, or the totals are equal and a hit has no
  /// distance (a miss without one counts as the farthest).
  public init(a: [ShootOffArrow], b: [ShootOffArrow], number: Int, format: MatchFormat)
    throws(MatchError)
  {
    let place = MatchPlace.shootOff(number)
    for (side, arrows) in [(MatchSide.a, a), (.b, b)] {
      guard arrows.count == format.shootOffArrows else {
        throw .arrowCount(place, side, given: arrows.count, expected: format.shootOffArrows)
      }
      for arrow in arrows { try MatchSet.check(arrow.value, at: place, side) }
    }
    self.a = a
    self.b = b
    (result, decidingArrow) = try Self.decide(a, b, at: place)
  }

  /// Side `side`'s arrows.
  public func arrows(_ side: MatchSide) -> [ShootOffArrow] { side == .a ? a : b }

  /// Side `side`'s shoot-off total.
  public func total(_ side: MatchSide) -> Int { arrows(side).reduce(0) { $0 + $1.value.points } }

  private static func decide(_ a: [ShootOffArrow], _ b: [ShootOffArrow], at place: MatchPlace)
    throws(MatchError) -> (Result, decidingArrow: Int?)
  {
    let totalA = a.reduce(0) { $0 + $1.value.points }
    let totalB = b.reduce(0) { $0 + $1.value.points }
    if totalA != totalB { return (.won(totalA > totalB ? .a : .b, closer: false), nil) }
    let nearestA = try distances(a, .a, at: place)
    let nearestB = try distances(b, .b, at: place)
    for (index, (distanceA, distanceB)) in zip(nearestA, nearestB).enumerated()
    where distanceA != distanceB {
      return (.won(distanceA < distanceB ? .a : .b, closer: true), index + 1)
    }
    return (.tied, nil)
  }

  /// The side's distances, nearest first; a miss without one is the farthest of all.
  private static func distances(_ arrows: [ShootOffArrow], _ side: MatchSide, at place: MatchPlace)
    throws(MatchError) -> [Double]
  {
    var distances: [Double] = []
    for arrow in arrows {
      if let distance = arrow.distanceMillimetres {
        distances.append(distance)
      } else if arrow.value.isMiss {
        distances.append(.infinity)
      } else {
        throw .distanceNeeded(place, side)
      }
    }
    return distances.sorted()
  }
}
