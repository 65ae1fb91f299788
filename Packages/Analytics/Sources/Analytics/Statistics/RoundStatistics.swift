public import CoreInterfaces

/// The numbers of one round, computed once from its arrows (the definitions on an archer's
/// scoresheet). Empty is empty: with no arrows the averages and percentages are `nil`, never −1
/// or a division by zero.
public struct RoundStatistics: Sendable, Equatable {
  /// One end's totals.
  public struct End: Sendable, Equatable {
    /// The end's number, from 1.
    public var number: Int
    /// Its points.
    public var total: Int
    /// Its points and every earlier end's.
    public var runningTotal: Int
  }

  /// One distance's share of the round.
  public struct DistanceSplit: Sendable, Equatable {
    /// The pass, from 0.
    public var pass: Int
    /// Its distance.
    public var distance: Length
    /// Arrows shot there.
    public var arrowsShot: Int
    /// Points scored there.
    public var total: Int
    /// Points per arrow there; `nil` before the first arrow.
    public var averageArrow: Double? { arrowsShot == 0 ? nil : Double(total) / Double(arrowsShot) }
  }

  /// Arrows shot, misses included (unentered arrows are not shot).
  public var arrowsShot: Int
  /// Sum of points.
  public var total: Int
  /// End by end, in order.
  public var ends: [End]
  /// The highest-scoring end (the earliest among equals); `nil` with no arrows.
  public var bestEnd: End?
  /// The lowest-scoring end (the earliest among equals); `nil` with no arrows.
  public var worstEnd: End?
  /// Arrows written X.
  public var xCount: Int
  /// Arrows in the 10 zone, Xs included (10+X).
  public var tenPlusXCount: Int
  /// Arrows that scored.
  public var hits: Int
  /// Arrows that missed.
  public var misses: Int
  /// Arrows in the gold of their face.
  public var golds: Int
  /// How many arrows scored each label (`X`, `10`, …, `M`), highest first; labels never scored
  /// are left out.
  public var histogram: [(label: String, count: Int)]
  /// Total over the most the arrows shot could have scored, as a fraction; `nil` with none.
  public var scoreFraction: Double?
  /// Per distance, in shooting order (distances not yet reached are left out).
  public var distances: [DistanceSplit]
  /// The plotted group, if any arrow was plotted.
  public var group: GroupAnalysis?

  /// Points per arrow shot; `nil` with no arrows.
  public var averageArrow: Double? { arrowsShot == 0 ? nil : Double(total) / Double(arrowsShot) }

  /// The statistics of `round`, each end scored on its own pass's face.
  public init(_ round: RoundRecord) {
    self.init(
      arrows: round.arrows, system: { round.system(forEnd: $0) ?? .tenZone },
      pass: { round.definition.pass(forEnd: $0) })
  }

  /// The statistics of `arrows` all shot on `system` (practice, or a single distance).
  public init(arrows: [PlottedArrow], system: ScoringSystem) {
    self.init(arrows: arrows, system: { _ in system }, pass: { _ in nil })
  }

  private init(
    arrows: [PlottedArrow], system: (Int) -> ScoringSystem,
    pass: (Int) -> (number: Int, pass: RoundDefinition.Pass)?
  ) {
    arrowsShot = arrows.count
    total = arrows.reduce(0) { $0 + $1.value.points }
    var byEnd: [Int: Int] = [:]
    for arrow in arrows { byEnd[arrow.endNumber, default: 0] += arrow.value.points }
    var running = 0
    ends = byEnd.keys.sorted().map { number in
      running += byEnd[number] ?? 0
      return End(number: number, total: byEnd[number] ?? 0, runningTotal: running)
    }
    bestEnd = ends.max { $0.total < $1.total || ($0.total == $1.total && $0.number > $1.number) }
    worstEnd = ends.min { $0.total < $1.total || ($0.total == $1.total && $0.number < $1.number) }
    xCount = arrows.count { $0.value.isX }
    tenPlusXCount = arrows.count { !$0.value.isMiss && ($0.value.points == 10 || $0.value.isX) }
    misses = arrows.count { $0.value.isMiss }
    hits = arrowsShot - misses
    golds = arrows.count {
      !$0.value.isMiss && system($0.endNumber).goldPoints.contains($0.value.points)
    }
    histogram = Self.histogram(arrows)
    let possible = arrows.reduce(0) { $0 + system($1.endNumber).maxPoints }
    scoreFraction = possible == 0 ? nil : Double(total) / Double(possible)
    var splits: [Int: DistanceSplit] = [:]
    for arrow in arrows {
      guard let (number, pass) = pass(arrow.endNumber) else { continue }
      splits[
        number,
        default: DistanceSplit(pass: number, distance: pass.distance, arrowsShot: 0, total: 0)
      ]
      .arrowsShot += 1
      splits[number]?.total += arrow.value.points
    }
    distances = splits.keys.sorted().compactMap { splits[$0] }
    group = GroupAnalysis(arrows)
  }

  private static func histogram(_ arrows: [PlottedArrow]) -> [(label: String, count: Int)] {
    var counts: [String: Int] = [:]
    for arrow in arrows { counts[arrow.value.description, default: 0] += 1 }
    func rank(_ label: String) -> Int { label == "X" ? 100 : label == "M" ? -1 : Int(label) ?? 0 }
    return counts.sorted { rank($0.key) > rank($1.key) }.map { ($0.key, $0.value) }
  }

  /// Equal when every figure is equal (the histogram compared entry by entry).
  public static func == (lhs: RoundStatistics, rhs: RoundStatistics) -> Bool {
    lhs.arrowsShot == rhs.arrowsShot && lhs.total == rhs.total && lhs.ends == rhs.ends
      && lhs.xCount == rhs.xCount && lhs.tenPlusXCount == rhs.tenPlusXCount
      && lhs.hits == rhs.hits && lhs.misses == rhs.misses && lhs.golds == rhs.golds
      && lhs.histogram.map(\.label) == rhs.histogram.map(\.label)
      && lhs.histogram.map(\.count) == rhs.histogram.map(\.count)
      && lhs.scoreFraction == rhs.scoreFraction && lhs.distances == rhs.distances
      && lhs.group == rhs.group
  }
}
