extension RoundDefinition {
  /// Rounds of at most this many arrows have each total checked exactly (every catalogue round
  /// does: the longest shoots 144); a longer custom round is checked against its maximum only.
  static let exactlyCheckedArrows = 300

  /// Whether a whole round shot with `bowStyle` can score `total`: some value (or a miss) for
  /// every arrow on its own face adds up to it. A York cannot score 647, one below its 648.
  public func canScore(_ total: Int, bowStyle: BowStyle?) -> Bool {
    guard let maximum = maxScore, (0...maximum).contains(total) else { return false }
    guard let arrows = totalArrows, arrows <= Self.exactlyCheckedArrows else { return true }
    // reachable[s]: the arrows shot so far can add up to s. A miss scores 0, so what n arrows
    // can reach n + 1 can too, and each arrow's step updates the table in place from the top.
    var reachable = [Bool](repeating: false, count: maximum + 1)
    reachable[0] = true
    var highest = 0
    for pass in passes {
      let points = pass.system(for: bowStyle).scoringPoints
      for _ in 0..<pass.arrows {
        highest = min(maximum, highest + (points.first ?? 0))
        for sum in stride(from: highest, through: 1, by: -1) where !reachable[sum] {
          reachable[sum] = points.contains { $0 <= sum && reachable[sum - $0] }
        }
      }
    }
    return reachable[total]
  }
}
