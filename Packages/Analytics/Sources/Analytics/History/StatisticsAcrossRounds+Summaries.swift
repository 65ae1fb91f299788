import CoreInterfaces

extension StatisticsAcrossRounds {
  /// The figures of the rounds `summaries` describe: the same numbers as from their arrows,
  /// read from one short row per round.
  public init(summaries: [StoredRoundSummary]) {
    rounds = summaries.count
    arrowsShot = summaries.reduce(0) { $0 + $1.tally.arrows }
    total = summaries.reduce(0) { $0 + $1.tally.total }
    xCount = summaries.reduce(0) { $0 + $1.tally.xs }
    tenPlusXCount = summaries.reduce(0) { $0 + $1.tenPlusX }
    hits = summaries.reduce(0) { $0 + $1.tally.hits }
    let byArrow = summaries.filter { !$0.isEnteredAsTotal }
    misses = byArrow.reduce(0) { $0 + $1.tally.arrows } - hits
    roundsEnteredAsTotals = summaries.count - byArrow.count
    golds = summaries.reduce(0) { $0 + $1.tally.golds }
    best = PersonalBest.of(summaries).map {
      Best(codename: $0.codename, name: $0.name, score: $0.score, id: $0.id)
    }
    trend = summaries.filter { $0.tally.arrows > 0 }.sorted { $0.date < $1.date }.map {
      TrendPoint(
        id: $0.id, name: $0.name, date: $0.date, score: $0.tally.total, fraction: $0.fraction,
        handicap: $0.handicap)
    }
  }
}
