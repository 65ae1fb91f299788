import Foundation

/// A round's expected score as a function of the handicap, and the root finders that invert it:
/// the arithmetic behind ``RoundHandicaps`` and its ``HandicapTable``. Hashable, so a table is
/// cached per model (the resolved faces, distances and arrow diameters, and the scheme).
struct HandicapModel: Sendable, Hashable {
  let scheme: HandicapScheme
  let passes: [HandicapPass]
  let maximum: Int

  /// The expected score at `handicap` before rounding, Σ arrows × expected arrow score, and its
  /// derivative by the handicap (negative: the score falls as the handicap grows).
  func evaluate(handicap: Double) -> (score: Double, slope: Double) {
    let growth = scheme.growth(handicap: handicap)
    let logStep = log(1 + scheme.step / 100)
    return passes.reduce((0, 0)) { total, pass in
      let value = pass.expected(growth: growth, logStep: logStep)
      return (total.score + value.score, total.slope + value.slope)
    }
  }

  /// The expected score at `handicap` before rounding.
  func unroundedScore(handicap: Double) -> Double { evaluate(handicap: handicap).score }

  /// The handicap where the unrounded expected score equals `score`, searched between `low` (where
  /// the model expects more) and `high` (where it expects at most that), starting at `guess`.
  /// Newton's method on the model's slope, kept inside the bracket, which halves whenever a step
  /// would leave it, so it converges however poor the start.
  func root(of score: Double, low: Double, high: Double, guess: Double) -> Double {
    var low = low
    var high = high
    var handicap = guess
    for _ in 0..<200 {
      let (value, slope) = evaluate(handicap: handicap)
      if value > score { low = handicap } else { high = handicap }
      let newton = handicap - (value - score) / slope
      let next = newton > low && newton < high ? newton : (low + high) / 2
      if abs(next - handicap) <= 1e-12 || high - low <= 1e-12 { return next }
      handicap = next
    }
    return handicap
  }

  /// The real-valued handicap of `score` over the scheme's whole scale, with no table.
  func rootOverScale(of score: Double) -> Double {
    let bounds = scheme.bounds
    return root(
      of: score, low: bounds.lowerBound, high: bounds.upperBound,
      guess: (bounds.lowerBound + bounds.upperBound) / 2)
  }

  /// The integer handicap of `score` (below the maximum) from its real handicap `exact`, by the
  /// scheme's rule: start at `exact` rounded up and step up while the rounded-up expected score
  /// one step higher still reaches the score (capped at the scale's top).
  func integerHandicap(for score: Int, exact: Double) -> Int {
    var handicap = exact.rounded(.up)
    while handicap < scheme.bounds.upperBound, expectedScore(handicap: handicap + 1) >= score {
      handicap += 1
    }
    return Int(handicap)
  }

  /// The expected score at `handicap`, rounded up as the scheme does.
  func expectedScore(handicap: Double) -> Int {
    Int(unroundedScore(handicap: handicap).rounded(.up))
  }

  /// A maximum score has no root: from the scale's lower bound, step up by 1 while the unrounded
  /// expected score still exceeds max − 1, step back 1.01, repeat in steps of 0.01, undo the last.
  /// Neither walk passes the scale's top, so an unusual scheme cannot loop for ever.
  func maximumScoreHandicap() -> Double {
    let target = Double(maximum) - 1
    let top = scheme.bounds.upperBound
    var handicap = scheme.bounds.lowerBound
    var delta = 1.0
    while handicap < top, unroundedScore(handicap: handicap) > target { handicap += delta }
    handicap -= 1.01 * delta
    delta /= 100
    while handicap < top, unroundedScore(handicap: handicap) > target { handicap += delta }
    return handicap - delta
  }
}
