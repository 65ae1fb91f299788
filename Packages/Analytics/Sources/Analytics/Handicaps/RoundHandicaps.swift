public import CoreInterfaces
import Foundation

/// Handicaps on one round: its expected score at a handicap, and the handicap a score earns,
/// real-valued and by the integer rule. Built once per round (faces and distances resolved), so
/// a table or many look-ups cost only the arithmetic.
public struct RoundHandicaps: Sendable {
  /// One distance of the round, resolved for the model.
  struct Pass: Sendable {
    let arrows: Double
    let distance: Double
    let face: TargetFace
    let arrowDiameter: Double
  }

  /// The round.
  public let round: RoundDefinition
  /// The scheme.
  public let scheme: HandicapScheme
  /// The most the round can score.
  public let maximum: Int
  let passes: [Pass]

  /// Handicaps on `round` for an archer of `bowStyle` (a compound shoots indoor faces inner-10);
  /// practice has none.
  public init(
    _ round: RoundDefinition, bowStyle: BowStyle? = nil, scheme: HandicapScheme = .agb2023
  ) throws(HandicapError) {
    guard let maximum = round.maxScore else { throw .practiceHasNoHandicap }
    self.round = round
    self.scheme = scheme
    self.maximum = maximum
    passes = round.passes.map { pass in
      Pass(
        arrows: Double(pass.arrows), distance: pass.distance.metres,
        face: TargetFace(system: pass.system(for: bowStyle), diameter: pass.faceDiameter.metres),
        arrowDiameter: pass.indoor ? scheme.arrowDiameterIndoor : scheme.arrowDiameterOutdoor)
    }
  }

  /// The expected score at `handicap` before rounding: Σ arrows × expected arrow score.
  public func unroundedScore(handicap: Double) -> Double {
    passes.reduce(0) { total, pass in
      total + pass.arrows
        * scheme.expectedArrowScore(
          handicap: handicap, face: pass.face, distance: pass.distance,
          arrowDiameter: pass.arrowDiameter)
    }
  }

  /// The expected score at `handicap`, rounded up as the scheme does.
  public func expectedScore(handicap: Double) -> Int {
    Int(unroundedScore(handicap: handicap).rounded(.up))
  }

  /// The real-valued handicap of `score`: where the unrounded expected score equals it, found by
  /// bisection over the scale (the expected score falls as the handicap grows).
  public func exactHandicap(for score: Int) throws(HandicapError) -> Double {
    try check(score)
    if score == maximum { return maximumScoreHandicap() }
    var low = scheme.bounds.lowerBound
    var high = scheme.bounds.upperBound
    let target = Double(score)
    for _ in 0..<200 where high - low > 1e-12 {
      let middle = (low + high) / 2
      if unroundedScore(handicap: middle) > target { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The integer handicap of `score`, by the scheme's rule: below the maximum, start at the real
  /// handicap rounded up and step up while the rounded-up expected score one step higher still
  /// reaches the score (capped at the scale's top); the maximum has its own rule
  /// (``maximumScoreHandicap()``), floored.
  public func integerHandicap(for score: Int) throws(HandicapError) -> Int {
    try check(score)
    if score == maximum { return Int(maximumScoreHandicap().rounded(.down)) }
    var handicap = try exactHandicap(for: score).rounded(.up)
    while handicap < scheme.bounds.upperBound, expectedScore(handicap: handicap + 1) >= score {
      handicap += 1
    }
    return Int(handicap)
  }

  /// A maximum score has no root: from the scale's lower bound, step up by 1 while the unrounded
  /// expected score still exceeds max − 1, step back 1.01, repeat in steps of 0.01, undo the last.
  public func maximumScoreHandicap() -> Double {
    let target = Double(maximum) - 1
    var handicap = scheme.bounds.lowerBound
    var delta = 1.0
    while unroundedScore(handicap: handicap) > target { handicap += delta }
    handicap -= 1.01 * delta
    delta /= 100
    while unroundedScore(handicap: handicap) > target { handicap += delta }
    return handicap - delta
  }

  /// The expected score at each integer handicap of `handicaps` (the published tables: 0…150).
  public func table(_ handicaps: ClosedRange<Int> = 0...150) -> [(handicap: Int, score: Int)] {
    handicaps.map { ($0, expectedScore(handicap: Double($0))) }
  }

  private func check(_ score: Int) throws(HandicapError) {
    guard score > 0 else { throw .scoreNotPositive(score) }
    guard score <= maximum else {
      throw .scoreAboveMaximum(score, maximum: maximum, round: round.name)
    }
  }
}
