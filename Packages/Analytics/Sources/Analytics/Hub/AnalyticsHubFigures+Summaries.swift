import CoreInterfaces

extension AnalyticsHubFigures {
  /// The figures of the rounds `summaries` describe: the same as from their arrows.
  public init(summaries: [StoredRoundSummary]) {
    let stats = StatisticsAcrossRounds(summaries: summaries)
    recent = summaries.filter { [.completed, .practiceFinished].contains($0.phase) }.sorted {
      $0.date > $1.date
    }
    .prefix(5).map {
      Recent(id: $0.id, name: $0.name, date: $0.date, score: $0.tally.total, maximum: $0.maximum)
    }
    rounds = stats.rounds
    arrowsShot = stats.arrowsShot
    averageArrow = stats.averageArrow
    best = stats.best
    handicapTrend = stats.trend.compactMap { point in point.handicap.map { (point.date, $0) } }
    personalBests = PersonalBest.of(summaries)
    seasons = Season.of(summaries)
  }
}
