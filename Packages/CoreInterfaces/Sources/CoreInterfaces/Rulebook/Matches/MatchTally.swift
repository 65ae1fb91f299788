/// An archer's matches counted together, as `stats matches` shows them: won, lost, set points
/// for and against (set-system matches only), and the average arrow over every match arrow.
public struct MatchTally: Hashable, Sendable {
  /// Matches counted, decided or not.
  public private(set) var matches = 0
  /// Matches won.
  public private(set) var won = 0
  /// Matches lost.
  public private(set) var lost = 0
  /// Set points won over the set-system matches.
  public private(set) var setPointsFor = 0
  /// Set points conceded over the set-system matches.
  public private(set) var setPointsAgainst = 0
  /// Points over every match arrow (shoot-offs not counted).
  public private(set) var points = 0
  /// Match arrows (shoot-offs not counted).
  public private(set) var arrows = 0

  /// Nothing counted yet.
  public init() {}

  /// `summaries` counted together.
  public init(_ summaries: some Sequence<MatchSummary>) {
    for summary in summaries { add(summary) }
  }

  /// Counts one more match.
  public mutating func add(_ summary: MatchSummary) {
    matches += 1
    if summary.result == .won { won += 1 }
    if summary.result == .lost { lost += 1 }
    setPointsFor += summary.setPoints ?? 0
    setPointsAgainst += summary.opponentSetPoints ?? 0
    points += summary.total
    arrows += summary.arrows
  }

  /// Points per arrow over every match; `nil` before an arrow.
  public var averageArrow: Double? { arrows == 0 ? nil : Double(points) / Double(arrows) }
}
