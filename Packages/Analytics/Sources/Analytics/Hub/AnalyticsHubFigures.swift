public import CoreInterfaces
public import Foundation

/// What the analytics hub shows, computed from every round at once.
public struct AnalyticsHubFigures: Sendable, Equatable {
  /// A completed round in the recent list.
  public struct Recent: Sendable, Equatable {
    /// The round.
    public var id: RoundID
    /// Its name.
    public var name: String
    /// When it was shot.
    public var date: Date
    /// Its score, and the most it could have been.
    public var score: Int
    /// The round's maximum, if it has one.
    public var maximum: Int?
  }

  /// The most recent completed rounds, newest first (five at most).
  public var recent: [Recent]
  /// Rounds in the database.
  public var rounds: Int
  /// Arrows shot in them.
  public var arrowsShot: Int
  /// Points per arrow over all of them; `nil` before the first arrow.
  public var averageArrow: Double?
  /// The best score of each kind of round.
  public var best: [StatisticsAcrossRounds.Best]
  /// The latest handicaps of complete rounds (``trendShown`` at most), oldest first.
  public var handicapTrend: [(date: Date, handicap: Int)]
  /// The personal best of each round, with its date: what `quiver stats pbs` lists.
  public var personalBests: [PersonalBest] = []
  /// The last ``monthsShown`` months with arrows and every year, oldest first: what the end of
  /// `quiver stats seasons` lists.
  public var seasons: (months: [Season], years: [Season]) = ([], [])
  /// The counted rounds whose summary counts a damaged arrow (as a miss), by ID: the hub names
  /// each, as `quiver stats` does.
  public var damagedArrows: [StoredRoundSummary] = []

  /// The figures of `records`.
  public init(_ records: [RoundRecord]) {
    let stats = StatisticsAcrossRounds(records)
    // "Recent completed rounds": a round ended early is not one (its phase names it apart).
    recent = records.filter { [.completed, .practiceFinished].contains($0.progress.phase) }.sorted {
      $0.startedAt > $1.startedAt
    }
    .prefix(Self.recentShown).map {
      Recent(
        id: $0.id, name: $0.name, date: $0.startedAt,
        score: $0.arrows.reduce(0) { $0 + $1.value.points }, maximum: $0.definition.maxScore)
    }
    rounds = stats.rounds
    arrowsShot = stats.arrowsShot
    averageArrow = stats.averageArrow
    best = stats.best
    handicapTrend = Array(
      stats.trend.compactMap { point in point.handicap.map { (point.date, $0) } }
        .suffix(Self.trendShown))
    let summaries = records.map { StoredRoundSummary($0) }
    personalBests = PersonalBest.of(summaries)
    let all = Season.of(summaries)
    seasons = (Array(all.months.suffix(Self.monthsShown)), all.years)
  }

  /// Whether there is nothing to show yet.
  public var isEmpty: Bool { rounds == 0 }

  /// Equal when every figure is.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.recent == rhs.recent && lhs.rounds == rhs.rounds && lhs.arrowsShot == rhs.arrowsShot
      && lhs.averageArrow == rhs.averageArrow && lhs.best == rhs.best
      && lhs.handicapTrend.map(\.date) == rhs.handicapTrend.map(\.date)
      && lhs.handicapTrend.map(\.handicap) == rhs.handicapTrend.map(\.handicap)
      && lhs.personalBests == rhs.personalBests && lhs.seasons.months == rhs.seasons.months
      && lhs.seasons.years == rhs.seasons.years && lhs.damagedArrows == rhs.damagedArrows
  }
}
