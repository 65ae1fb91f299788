/// One shoot-off arrow: its value and, when measured, how far it hit from the centre in
/// millimetres (finite, 0…1000: ``Bounded/centreDistanceMillimetres``), checked where it is made.
public struct ShootOffArrow: Hashable, Sendable {
  /// What it scored on the match face.
  public let value: ArrowValue
  /// Millimetres from the centre to where it hit, or `nil` when not measured.
  public let distanceMillimetres: Double?

  /// An arrow of `value`, `distanceMillimetres` from the centre; a distance that is not finite
  /// or not within 0…1000 mm is refused, and so is any distance for a miss, which hit no ring
  /// to measure from (it counts as the farthest of all). A distance is not checked against the
  /// ring the value scores: a typed shoot-off names no face size nor shaft (a plotted one
  /// derives both from the position).
  public init(value: ArrowValue, distanceMillimetres: Double?) throws(ValueRangeError) {
    if let distanceMillimetres, value.isMiss {
      throw ValueRangeError(
        "distance from the centre", value: NumberText.plain(distanceMillimetres),
        accepted: "none for a miss, which counts as the farthest: write M alone",
        problem: "is not one a miss has")
    }
    if let distanceMillimetres {
      _ = try Bounded.check(
        distanceMillimetres, in: Bounded.centreDistanceMillimetres, "distance from the centre",
        unit: "mm")
    }
    self.value = value
    self.distanceMillimetres = distanceMillimetres
  }

  /// An arrow plotted at (`x`, `y`) metres from the centre of `face` (each axis within
  /// ``Bounded/plotMetres``): scored by the line rule with a shaft `arrowDiameter` metres across,
  /// its distance measured from the centre to 0.1 mm; a miss has none (it is the farthest of all).
  public init(x: Double, y: Double, on face: TargetFace, arrowDiameter: Double)
    throws(ValueRangeError)
  {
    let x = try Bounded.check(x, in: Bounded.plotMetres, "arrow position x", unit: "m")
    let y = try Bounded.check(y, in: Bounded.plotMetres, "arrow position y", unit: "m")
    let value = face.score(x: x, y: y, arrowDiameter: arrowDiameter)
    // To a tenth of a millimetre, as a judge's measure gives it: a plot is no finer, and the
    // distance prints as `5@240`, not `5@239.9999611306635` (stranger-final F6).
    let millimetres = ((x * x + y * y).squareRoot() * 10_000).rounded() / 10
    try self.init(value: value, distanceMillimetres: value.isMiss ? nil : millimetres)
  }

  /// `10@3.2`, or the value alone when no distance was measured.
  public var notation: String {
    distanceMillimetres.map { "\(value)@\(NumberText.plain($0))" } ?? value.description
  }
}
