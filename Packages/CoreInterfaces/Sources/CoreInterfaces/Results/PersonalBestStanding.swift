/// Where a complete round stands against its archer's other complete rounds of the same kind
/// (codename): the first one shot, a new best by some points, or short of (or equal to) the best.
public enum PersonalBestStanding: Sendable, Hashable {
  /// The first complete round of its kind: a personal best by definition.
  case first
  /// Better than every other: a personal best by `by` points over `previous`.
  case improved(previous: Int, by: Int)
  /// Not better than `best` (an equal score is no new best).
  case short(best: Int)

  /// The standing of `score` when the best other complete round scored `previousBest` (`nil`:
  /// there is none).
  public init(score: Int, previousBest: Int?) {
    guard let previousBest else {
      self = .first
      return
    }
    self =
      score > previousBest
      ? .improved(previous: previousBest, by: score - previousBest) : .short(best: previousBest)
  }

  /// Whether it is a personal best.
  public var isPersonalBest: Bool {
    switch self {
    case .first, .improved: true
    case .short: false
    }
  }

  /// The best of the other rounds, where there is one.
  public var previousBest: Int? {
    switch self {
    case .first: nil
    case .improved(let previous, _): previous
    case .short(let best): best
    }
  }
}
