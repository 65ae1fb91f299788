/// An archer's matches counted together, as `stats matches` shows them: won, lost, set points
/// for and against (set-system matches only), the average arrow over the archer's own arrows
/// (individual matches), and apart from it the team's average arrow in team and mixed matches,
/// whose sets keep one group of arrows a side, not whose each arrow was.
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
  /// Points over the archer's own arrows in individual matches (shoot-offs not counted).
  public private(set) var points = 0
  /// The archer's own arrows in individual matches (shoot-offs not counted).
  public private(set) var arrows = 0
  /// Points over the archer's sides' arrows in team and mixed matches (shoot-offs not counted).
  public private(set) var teamPoints = 0
  /// The archer's sides' arrows in team and mixed matches, every team member's together.
  public private(set) var teamArrows = 0

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
    if summary.format.archersPerSide == 1 {
      points += summary.total
      arrows += summary.arrows
    } else {
      teamPoints += summary.total
      teamArrows += summary.arrows
    }
  }

  /// Points per arrow over the archer's own arrows (individual matches); `nil` before one.
  public var averageArrow: Double? { arrows == 0 ? nil : Double(points) / Double(arrows) }

  /// Points per arrow over the archer's teams' arrows (team and mixed matches); `nil` before one.
  public var teamAverageArrow: Double? {
    teamArrows == 0 ? nil : Double(teamPoints) / Double(teamArrows)
  }
}
