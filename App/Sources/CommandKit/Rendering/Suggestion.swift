/// "Did you mean …?" for a mistyped name: the closest candidate by edit distance, if it is close.
enum Suggestion {
  /// The candidate nearest `word`, if it is within two edits, or a third of its letters.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: distance(word, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }),
      best.distance <= max(2, best.candidate.count / 3)
    else { return nil }
    return best.candidate
  }

  /// The Levenshtein distance: insertions, deletions and substitutions to turn `a` into `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, letter) in a.enumerated() {
      var current = [i + 1]
      for (j, other) in b.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (letter == other ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
