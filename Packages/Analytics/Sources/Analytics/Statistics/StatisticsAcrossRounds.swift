public import CoreInterfaces
public import Foundation

/// The figures of many rounds: totals and counts over every arrow, the best score of each kind of
/// round, and the trend over time with handicaps. Empty is empty: no rounds, no averages.
public struct StatisticsAcrossRounds: Sendable, Equatable {
  /// One round on the trend, oldest first.
  public struct TrendPoint: Sendable, Equatable {
    /// The round.
    public var id: RoundID
    /// Its name.
    public var name: String
    /// When it started.
    public var date: Date
    /// Its score.
    public var score: Int
    /// Score over the most its arrows could have scored; `nil` with no arrows.
    public var fraction: Double?
    /// Its Archery GB handicap, for a complete round of a fixed kind; else `nil`.
    public var handicap: Int?

    /// Whether a round in `phase` with `arrows` shot is on the trend: only a round that is over
    /// (docs/ARCHITECTURE.md). One ended early, or still being shot (in progress, paused), is no
    /// round score: its points over the arrows it has would plot far above the archer's level.
    public static func plots(_ phase: RoundProgress.Phase, arrows: Int) -> Bool {
      switch phase {
      case .completed, .practiceFinished, .cancelled: arrows > 0
      case .planned, .inProgress, .paused, .endedEarly: false
      }
    }
  }

  /// The best score shot on one kind of round.
  public struct Best: Sendable, Equatable {
    /// The round's codename.
    public var codename: String
    /// Its name.
    public var name: String
    /// The best score.
    public var score: Int
    /// The round it was shot in.
    public var id: RoundID
  }

  /// Rounds counted.
  public var rounds: Int
  /// Arrows shot in them.
  public var arrowsShot: Int
  /// Their points.
  public var total: Int
  /// Arrows written X.
  public var xCount: Int
  /// Arrows in the 10 zone, Xs included.
  public var tenPlusXCount: Int
  /// Arrows that scored.
  public var hits: Int
  /// Arrows that missed (of the rounds entered arrow by arrow).
  public var misses: Int
  /// Rounds entered by their total alone: their points and arrows count, but their hits,
  /// misses, golds and Xs were never recorded.
  public var roundsEnteredAsTotals = 0
  /// Arrows in the gold.
  public var golds: Int
  /// The best score per kind of round, by name.
  public var best: [Best]
  /// Every round with arrows, oldest first.
  public var trend: [TrendPoint]

  /// Points per arrow over every round; `nil` with no arrows.
  public var averageArrow: Double? { arrowsShot == 0 ? nil : Double(total) / Double(arrowsShot) }

  /// The figures of `records`.
  public init(_ records: [RoundRecord]) {
    let perRound = records.map { ($0, RoundStatistics($0)) }
    rounds = records.count
    arrowsShot = perRound.reduce(0) { $0 + $1.1.arrowsShot }
    total = perRound.reduce(0) { $0 + $1.1.total }
    xCount = perRound.reduce(0) { $0 + $1.1.xCount }
    tenPlusXCount = perRound.reduce(0) { $0 + $1.1.tenPlusXCount }
    hits = perRound.reduce(0) { $0 + $1.1.hits }
    misses = perRound.reduce(0) { $0 + $1.1.misses }
    golds = perRound.reduce(0) { $0 + $1.1.golds }
    var best: [String: Best] = [:]
    for (record, statistics) in perRound where record.isComplete {
      let codename = record.definition.id
      if statistics.total > best[codename]?.score ?? -1 {
        best[codename] = Best(
          codename: codename, name: record.name, score: statistics.total, id: record.id)
      }
    }
    self.best = best.values.sorted { ($0.name, $0.codename) < ($1.name, $1.codename) }
    var handicaps = HandicapCache()
    // The trend takes the rounds that are over, as the stored summaries' reading does.
    trend = perRound.filter { TrendPoint.plots($0.0.progress.phase, arrows: $0.0.arrows.count) }
      .sorted {
        $0.0.startedAt < $1.0.startedAt
      }
      .map { record, statistics in
        TrendPoint(
          id: record.id, name: record.name, date: record.startedAt, score: statistics.total,
          fraction: statistics.scoreFraction,
          handicap: record.isComplete ? handicaps.handicap(for: statistics.total, on: record) : nil)
      }
  }

  /// The rolling mean of the trend's score fractions over `window` rounds (fewer at the start),
  /// one value per trend point; rounds without a fraction are skipped.
  public func rollingAverage(window: Int) -> [Double] {
    let fractions = trend.compactMap(\.fraction)
    return fractions.indices.map { index in
      let slice = fractions[max(0, index - window + 1)...index]
      return slice.reduce(0, +) / Double(slice.count)
    }
  }
}

/// Integer handicaps by (round, bow style, score): many rounds share a score, and each look-up
/// runs the model's root finder.
struct HandicapCache {
  private struct Round: Hashable {
    let definition: RoundDefinition
    let bowStyle: BowStyle?
  }
  private struct Key: Hashable {
    let round: Round
    let score: Int
  }
  private var known: [Key: Int?] = [:]
  private var models: [Round: RoundHandicaps?] = [:]

  mutating func handicap(for score: Int, on record: RoundRecord) -> Int? {
    let round = Round(definition: record.definition, bowStyle: record.bowStyle)
    let key = Key(round: round, score: score)
    if let cached = known[key] { return cached }
    if models[round] == nil {
      models[round] = .some(try? RoundHandicaps(record.definition, bowStyle: record.bowStyle))
    }
    let handicap = models[round].flatMap { $0 }.flatMap { try? $0.integerHandicap(for: score) }
    known[key] = .some(handicap)
    return handicap
  }
}
