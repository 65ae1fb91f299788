import Foundation

/// The Archery GB 2023 handicap scheme: how wide an archer's group is at a handicap and distance,
/// and so what they are expected to score. Lower is better; the scale runs about −75…300.
public struct HandicapScheme: Sendable, Hashable {
  /// Handicap offset of the scratch point.
  public var datum = 6.0
  /// Percentage growth of the angular spread per handicap step.
  public var step = 3.5
  /// Angular spread at the datum, in radians.
  public var angle0 = 5.0e-4
  /// Extra spread per metre of distance.
  public var kd = 0.00365
  /// The shaft diameter the scheme assumes outdoors, and indoors, in metres.
  public var arrowDiameterOutdoor = 0.0055
  /// The shaft diameter the scheme assumes indoors, in metres.
  public var arrowDiameterIndoor = 0.0093
  /// The scale's bounds, which the root finder searches.
  public var bounds = -75.0...300.0

  /// The scheme as Archery GB publishes it.
  public static let agb2023 = HandicapScheme()

  /// The growth factor (1 + step/100)^(h + datum) that every distance shares at `handicap`.
  func growth(handicap: Double) -> Double { pow(1 + step / 100, handicap + datum) }

  /// The group's radial spread σ_r in metres at `handicap` and `distance` metres:
  /// d · ang0 · (1 + step/100)^(h + datum) · e^(kd · d).
  public func groupSpread(handicap: Double, distance: Double) -> Double {
    distance * angle0 * growth(handicap: handicap) * exp(kd * distance)
  }

  /// The expected score of one arrow on `face` at `distance` metres: the top score less, for
  /// each ring edge, the points lost crossing it times the chance of landing outside it —
  /// max − Σ drop · exp(−((a/2 + R)/σ_r)²).
  public func expectedArrowScore(
    handicap: Double, face: TargetFace, distance: Double, arrowDiameter: Double
  ) -> Double {
    let pass = HandicapPass(
      arrows: 1, distance: distance, face: face, arrowDiameter: arrowDiameter, scheme: self)
    return pass.expected(growth: growth(handicap: handicap)).score
  }
}
