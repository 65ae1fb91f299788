import CoreInterfaces
public import Foundation

extension AnalyticsHubFigures {
  /// The figures of the rounds `summaries` describe: the same as from their arrows (months in
  /// `timeZone`).
  public init(summaries: [StoredRoundSummary], timeZone: TimeZone = .current) {
    let stats = StatisticsAcrossRounds(summaries: summaries)
    recent = summaries.filter { [.completed, .practiceFinished].contains($0.phase) }.sorted {
      $0.date > $1.date
    }
    .prefix(Self.recentShown).map(Recent.init)
    rounds = stats.rounds
    arrowsShot = stats.arrowsShot
    averageArrow = stats.averageArrow
    best = stats.best
    handicapTrend = Array(
      stats.trend.compactMap { point in point.handicap.map { (point.date, $0) } }
        .suffix(Self.trendShown))
    personalBests = PersonalBest.of(summaries)
    let all = Season.of(summaries, timeZone: timeZone)
    seasons = (Array(all.months.suffix(Self.monthsShown)), all.years)
    damagedArrows = Self.damaged(summaries)
  }

  /// The summaries that count a damaged arrow, by ID.
  public static func damaged(_ summaries: [StoredRoundSummary]) -> [StoredRoundSummary] {
    summaries.filter { $0.damagedArrows > 0 }.sorted { $0.id.description < $1.id.description }
  }

  /// The figures from what a store's queries picked (`AnalyticsDAO.hub`): the counts and sums of
  /// every round, the `recent` completed rounds (newest first), the `trend` rounds that plot
  /// with a handicap (oldest first; the screen shows the last few), each kind of round's
  /// best-scoring complete rounds (`bests`, ties included: ``PersonalBest/of(_:)`` picks), and
  /// the tallies of at least the last ``monthsShown`` months (`months`) and of each year
  /// (`years`; `nil`: made from `months`, then every month's). Everything a rule decides is
  /// decided here, as from the summaries.
  public init(
    rounds: Int, arrowsShot: Int, total: Int, recent: [StoredRoundSummary],
    trend: [StoredRoundSummary], bests: [StoredRoundSummary], months: [String: Season.Tally],
    years: [String: Season.Tally]? = nil
  ) {
    self.rounds = rounds
    self.arrowsShot = arrowsShot
    averageArrow = arrowsShot == 0 ? nil : Double(total) / Double(arrowsShot)
    self.recent = recent.prefix(Self.recentShown).map(Recent.init)
    handicapTrend = Array(
      trend.compactMap { summary in summary.handicap.map { (summary.date, $0) } }
        .suffix(Self.trendShown))
    personalBests = PersonalBest.of(bests)
    best = StatisticsAcrossRounds.Best.of(personalBests)
    let all = Season.of(months: months)
    seasons = (Array(all.months.suffix(Self.monthsShown)), years.map(Season.periods) ?? all.years)
  }

  /// How many recent completed rounds the hub lists.
  public static let recentShown = 5
  /// How many of the last months with arrows the hub shows (each year too).
  public static let monthsShown = 3
  /// How many of the latest handicaps the hub shows.
  public static let trendShown = 6
}

extension AnalyticsHubFigures.Recent {
  /// The recent round `summary` describes.
  init(_ summary: StoredRoundSummary) {
    self.init(
      id: summary.id, name: summary.name, date: summary.date, score: summary.tally.total,
      maximum: summary.maximum)
  }
}
