public import CoreInterfaces

extension StatisticsAcrossRounds {
  /// What the figures across rounds add up from the summaries: sums, so SQL can make them.
  public struct Totals: Sendable, Equatable {
    /// Rounds counted.
    public var rounds = 0
    /// Their arrows, points, hits, golds and Xs.
    public var tally = ScoreTally()
    /// Their arrows in the 10 zone, Xs included.
    public var tenPlusX = 0
    /// Rounds entered by their total alone (``StoredRoundSummary/isEnteredAsTotal``).
    public var enteredAsTotals = 0
    /// The arrows of those rounds.
    public var arrowsEnteredAsTotals = 0

    /// No rounds.
    public init() {}

    /// Counts `summary` in.
    public mutating func add(_ summary: StoredRoundSummary) {
      let counts = summary.tally
      rounds += 1
      tally.arrows += counts.arrows
      tally.total += counts.total
      tally.hits += counts.hits
      tally.golds += counts.golds
      tally.xs += counts.xs
      tenPlusX += summary.tenPlusX
      if summary.isEnteredAsTotal {
        enteredAsTotals += 1
        arrowsEnteredAsTotals += counts.arrows
      }
    }
  }

  /// The figures of the rounds `summaries` describe: the same numbers as from their arrows,
  /// read from one short row per round, in one pass and one sort of the trend's points.
  public init(summaries: [StoredRoundSummary]) {
    var totals = Totals()
    for summary in summaries { totals.add(summary) }
    self.init(
      totals: totals, bests: summaries,
      trend: summaries.filter { TrendPoint.plots($0.phase, arrows: $0.tally.arrows) })
  }

  /// The figures from their `totals`, summaries that hold each kind's best complete rounds
  /// (others may be among them: ``PersonalBest/of(_:)`` picks), and the summaries of the rounds
  /// on the trend (those ``TrendPoint/plots(_:arrows:)`` takes; sorted here by date, a stable
  /// sort). The one place the figures are made, from every summary or from what SQL picked.
  public init(totals: Totals, bests: [StoredRoundSummary], trend: [StoredRoundSummary]) {
    rounds = totals.rounds
    arrowsShot = totals.tally.arrows
    total = totals.tally.total
    xCount = totals.tally.xs
    tenPlusXCount = totals.tenPlusX
    hits = totals.tally.hits
    // A round entered by its total recorded no hits, so none of its arrows is a miss.
    misses = arrowsShot - totals.arrowsEnteredAsTotals - hits
    roundsEnteredAsTotals = totals.enteredAsTotals
    golds = totals.tally.golds
    best = Best.of(PersonalBest.of(bests))
    self.trend = trend.map { summary in
      TrendPoint(
        id: summary.id, name: summary.name, date: summary.date, score: summary.tally.total,
        fraction: summary.fraction, handicap: summary.handicap)
    }.sorted { $0.date < $1.date }
  }
}

extension StatisticsAcrossRounds.Best {
  /// The best score of each kind of round: its personal best's, in their order.
  static func of(_ personalBests: [PersonalBest]) -> [Self] {
    personalBests.map { Self(codename: $0.codename, name: $0.name, score: $0.score, id: $0.id) }
  }
}
