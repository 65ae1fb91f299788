import CoreInterfaces

extension StatisticsAcrossRounds {
  /// The figures of the rounds `summaries` describe: the same numbers as from their arrows,
  /// read from one short row per round, in one pass and one sort of the trend's points.
  public init(summaries: [StoredRoundSummary]) {
    var counts = ScoreTally()
    var tenPlusX = 0
    var (enteredAsTotals, arrowsEnteredAsTotals) = (0, 0)
    var trend: [TrendPoint] = []
    for summary in summaries {
      let tally = summary.tally
      counts.arrows += tally.arrows
      counts.total += tally.total
      counts.hits += tally.hits
      counts.golds += tally.golds
      counts.xs += tally.xs
      tenPlusX += summary.tenPlusX
      if summary.isEnteredAsTotal {
        enteredAsTotals += 1
        arrowsEnteredAsTotals += tally.arrows
      }
      guard TrendPoint.plots(summary.phase, arrows: tally.arrows) else { continue }
      trend.append(
        TrendPoint(
          id: summary.id, name: summary.name, date: summary.date, score: tally.total,
          fraction: summary.fraction, handicap: summary.handicap))
    }
    rounds = summaries.count
    arrowsShot = counts.arrows
    total = counts.total
    xCount = counts.xs
    tenPlusXCount = tenPlusX
    hits = counts.hits
    // A round entered by its total recorded no hits, so none of its arrows is a miss.
    misses = arrowsShot - arrowsEnteredAsTotals - hits
    roundsEnteredAsTotals = enteredAsTotals
    golds = counts.golds
    best = Best.of(PersonalBest.of(summaries))
    self.trend = trend.sorted { $0.date < $1.date }
  }
}

extension StatisticsAcrossRounds.Best {
  /// The best score of each kind of round: its personal best's, in their order.
  static func of(_ personalBests: [PersonalBest]) -> [Self] {
    personalBests.map { Self(codename: $0.codename, name: $0.name, score: $0.score, id: $0.id) }
  }
}
