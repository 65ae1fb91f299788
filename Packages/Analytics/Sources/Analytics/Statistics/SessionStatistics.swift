public import CoreInterfaces

/// The numbers of a session or round, computed once from its arrows (the scoresheet definitions archers use).
/// Spreads are **population** standard deviations, the common choice for group analysis.
public struct SessionStatistics: Sendable, Equatable {
  /// A group's centre and spread, from the plotted arrows only.
  public struct Group: Sendable, Equatable {
    /// How many arrows were plotted.
    public var count: Int
    /// Mean x, metres (the bias from the target centre, which is at 0).
    public var centreX: Double
    /// Mean y, metres.
    public var centreY: Double
    /// Population standard deviation of x, metres.
    public var spreadX: Double
    /// Population standard deviation of y, metres.
    public var spreadY: Double
    /// Root-mean-square distance from the group centre, metres.
    public var radialSpread: Double
  }

  /// Arrows shot, misses included.
  public var arrowsShot: Int
  /// Sum of points.
  public var total: Int
  /// Each end's total, by end number in order.
  public var endTotals: [Int]
  /// The cumulative total after each end.
  public var runningTotals: [Int]
  /// Total over arrows shot; 0 with no arrows.
  public var averageArrow: Double
  /// Arrows in the X ring.
  public var xCount: Int
  /// Arrows in the 10 zone, Xs included (10+X).
  public var tenPlusXCount: Int
  /// Arrows that scored.
  public var hits: Int
  /// Arrows that missed.
  public var misses: Int
  /// Arrows in the gold for `system`.
  public var golds: Int
  /// The plotted group, if at least one arrow was plotted.
  public var group: Group?

  /// Computes the statistics of `arrows` shot on `system`.
  public init(arrows: [PlottedArrow], system: ScoringSystem) {
    arrowsShot = arrows.count
    total = arrows.reduce(0) { $0 + $1.value.points }
    var byEnd: [Int: Int] = [:]
    for arrow in arrows { byEnd[arrow.endNumber, default: 0] += arrow.value.points }
    endTotals = byEnd.keys.sorted().compactMap { byEnd[$0] }
    var running = 0
    runningTotals = endTotals.map {
      running += $0
      return running
    }
    averageArrow = arrows.isEmpty ? 0 : Double(total) / Double(arrows.count)
    xCount = arrows.count { $0.value.isX }
    tenPlusXCount = arrows.count { !$0.value.isMiss && ($0.value.points == 10 || $0.value.isX) }
    misses = arrows.count { $0.value.isMiss }
    hits = arrowsShot - misses
    golds = arrows.count { !$0.value.isMiss && system.goldPoints.contains($0.value.points) }
    group = Self.group(
      of: arrows.compactMap { arrow in arrow.x.flatMap { x in arrow.y.map { (x, $0) } } })
  }

  private static func group(of points: [(x: Double, y: Double)]) -> Group? {
    guard !points.isEmpty else { return nil }
    let n = Double(points.count)
    let cx = points.reduce(0) { $0 + $1.x } / n
    let cy = points.reduce(0) { $0 + $1.y } / n
    let varX = points.reduce(0) { $0 + ($1.x - cx) * ($1.x - cx) } / n
    let varY = points.reduce(0) { $0 + ($1.y - cy) * ($1.y - cy) } / n
    return Group(
      count: points.count, centreX: cx, centreY: cy, spreadX: varX.squareRoot(),
      spreadY: varY.squareRoot(), radialSpread: (varX + varY).squareRoot())
  }
}
