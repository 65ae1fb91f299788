/// One shoot-off arrow: its value and, when measured, how far it hit from the centre in
/// millimetres (finite, 0…1000: ``Bounded/centreDistanceMillimetres``), checked where it is made.
public struct ShootOffArrow: Hashable, Sendable {
  /// What it scored on the match face.
  public let value: ArrowValue
  /// Millimetres from the centre to where it hit, or `nil` when not measured.
  public let distanceMillimetres: Double?

  /// An arrow of `value`, `distanceMillimetres` from the centre; a distance that is not finite
  /// or not within 0…1000 mm is refused.
  public init(value: ArrowValue, distanceMillimetres: Double?) throws(ValueRangeError) {
    if let distanceMillimetres {
      _ = try Bounded.check(
        distanceMillimetres, in: Bounded.centreDistanceMillimetres, "distance from the centre",
        unit: "mm")
    }
    self.value = value
    self.distanceMillimetres = distanceMillimetres
  }

  /// `10@3.2`, or the value alone when no distance was measured.
  public var notation: String {
    distanceMillimetres.map { "\(value)@\(NumberText.plain($0))" } ?? value.description
  }
}
