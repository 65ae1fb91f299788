/// One round's handicap table, computed once (``HandicapTables`` caches it): the unrounded
/// expected score at each integer handicap 0…150 (the published tables' range), the integer
/// handicap of every score those cover, and the maximum score's handicap. A score whose handicap
/// lies outside 0…150 has no entry, and ``RoundHandicaps`` falls back to the root finder.
struct HandicapTable: Sendable {
  /// The handicaps tabulated, as the published tables print them.
  static let handicaps = 0...150

  /// The unrounded expected score at handicap `handicaps.lowerBound + index`.
  let unrounded: [Double]
  /// The integer handicap of each score from 0 to the maximum, where the table decides it.
  let integerByScore: [Int?]
  /// The maximum score's real-valued handicap (the scheme's stepping rule).
  let maximumHandicap: Double

  /// Tabulates `model`.
  init(_ model: HandicapModel) {
    let unrounded = Self.handicaps.map { model.unroundedScore(handicap: Double($0)) }
    self.unrounded = unrounded
    maximumHandicap = model.maximumScoreHandicap()
    integerByScore = (0...model.maximum).map { score in
      Self.integerHandicap(for: score, maximum: model.maximum, unrounded: unrounded)
    }
  }

  /// The integer handicap of `score` by the scheme's rule, read off the table: the real handicap
  /// rounded up is the first tabulated handicap expecting at most the score, and the rule then
  /// steps up to the last handicap whose rounded-up expectation still reaches it. `nil` when
  /// either lies beyond the table (or for 0 and the maximum, which have their own rules).
  private static func integerHandicap(for score: Int, maximum: Int, unrounded: [Double]) -> Int? {
    guard score > 0, score < maximum, let first = unrounded.first, first > Double(score) else {
      return nil
    }
    // The expected score falls as the handicap grows, so both searches are binary.
    let exactRoundedUp = firstIndex(in: unrounded) { $0 <= Double(score) }
    let lastReaching = firstIndex(in: unrounded) { $0.rounded(.up) < Double(score) } - 1
    guard exactRoundedUp < unrounded.count, lastReaching + 1 < unrounded.count else { return nil }
    return handicaps.lowerBound + max(exactRoundedUp, lastReaching)
  }

  /// The first index of `values` (falling) where `isPast` holds, or `values.count`.
  private static func firstIndex(in values: [Double], where isPast: (Double) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(values[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The table's bracket of `score`'s real handicap: the tabulated handicaps just below and above
  /// it with their unrounded scores, or `nil` when the root lies outside the table.
  func bracket(of score: Double) -> (low: Int, high: Int, lowScore: Double, highScore: Double)? {
    guard let first = unrounded.first, first > score else { return nil }
    let above = Self.firstIndex(in: unrounded) { $0 <= score }
    guard above < unrounded.count else { return nil }
    let start = Self.handicaps.lowerBound
    return (start + above - 1, start + above, unrounded[above - 1], unrounded[above])
  }

  /// The expected score at tabulated `handicap`, rounded up; `nil` outside the table.
  func expectedScore(handicap: Int) -> Int? {
    let index = handicap - Self.handicaps.lowerBound
    guard unrounded.indices.contains(index) else { return nil }
    return Int(unrounded[index].rounded(.up))
  }
}
