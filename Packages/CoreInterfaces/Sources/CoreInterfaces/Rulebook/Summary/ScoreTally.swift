/// The counts a scoresheet keeps for a round or one of its distances: arrows shot, points, hits,
/// golds (the face's top two rings, ``ScoringSystem/goldPoints``) and Xs.
public struct ScoreTally: Sendable, Hashable, Codable {
  /// Arrows shot, misses and damaged arrows included.
  public var arrows = 0
  /// Points.
  public var total = 0
  /// Arrows that scored (not misses).
  public var hits = 0
  /// Arrows in the gold.
  public var golds = 0
  /// Arrows in the X ring.
  public var xs = 0

  /// An empty tally.
  public init() {}

  /// A tally of these counts.
  public init(arrows: Int, total: Int, hits: Int, golds: Int, xs: Int) {
    self.arrows = arrows
    self.total = total
    self.hits = hits
    self.golds = golds
    self.xs = xs
  }

  /// Counts `value` shot on `system`; a damaged stored arrow (``ArrowDamage``) counts as shot and
  /// scores nothing, and the result says so.
  @discardableResult
  mutating func add(_ value: ArrowValue, on system: ScoringSystem) -> Bool {
    arrows += 1
    if value.isMiss { return true }
    guard ArrowDamage.of(value, on: system) == nil else { return false }
    total += value.points
    hits += 1
    if system.goldPoints.contains(value.points) { golds += 1 }
    if value.isX { xs += 1 }
    return true
  }

  /// Adds `other`'s counts to `tally`'s.
  static func += (tally: inout ScoreTally, other: ScoreTally) {
    tally.arrows += other.arrows
    tally.total += other.total
    tally.hits += other.hits
    tally.golds += other.golds
    tally.xs += other.xs
  }

  /// What is impossible about these counts, if anything (a damaged stored summary).
  var problem: String? {
    if [arrows, total, hits, golds, xs].contains(where: { $0 < 0 }) { return "a negative count" }
    if hits > arrows || golds > hits || xs > hits { return "more hits, golds or Xs than arrows" }
    return nil
  }
}
