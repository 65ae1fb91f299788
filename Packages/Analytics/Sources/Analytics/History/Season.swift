public import CoreInterfaces
public import Foundation

/// One month's or one year's shooting: arrows, rounds, the average handicap of its complete
/// rounds, and the best classification reached.
public struct Season: Sendable, Equatable {
  /// `2026-11` for a month, `2026` for a year.
  public var period: String
  /// Arrows shot.
  public var arrows: Int
  /// Rounds shot (with at least one arrow).
  public var rounds: Int
  /// The mean handicap of its rounds that have one; `nil` when none has.
  public var averageHandicap: Double?
  /// The best class reached (outdoor classes rank above indoor ones, as the scheme lists them);
  /// `nil` when no round was classified.
  public var bestClassification: Classification?

  /// Per month and per year, oldest first (calendar months in local time, `timeZone`'s:
  /// `LocalDay`).
  public static func of(_ summaries: [StoredRoundSummary], timeZone: TimeZone = .current) -> (
    months: [Season], years: [Season]
  ) {
    var months: [String: [StoredRoundSummary]] = [:]
    var years: [String: [StoredRoundSummary]] = [:]
    for stored in summaries where stored.tally.arrows > 0 {
      let (month, year) = LocalDay.monthAndYear(stored.date, timeZone: timeZone)
      months[month, default: []].append(stored)
      years[year, default: []].append(stored)
    }
    func seasons(_ groups: [String: [StoredRoundSummary]]) -> [Season] {
      groups.keys.sorted().map { Season(period: $0, groups[$0] ?? []) }
    }
    return (seasons(months), seasons(years))
  }

  /// The season `period` of `summaries`.
  init(period: String, _ summaries: [StoredRoundSummary]) {
    var tally = Tally()
    for summary in summaries { tally.add(summary) }
    self.init(period: period, tally)
  }

  /// The season `period` from its `tally`: the one place a season's figures are made.
  public init(period: String, _ tally: Tally) {
    self.period = period
    arrows = tally.arrows
    rounds = tally.rounds
    averageHandicap =
      tally.handicaps == 0 ? nil : Double(tally.handicapSum) / Double(tally.handicaps)
    let order = Classification.allCases
    bestClassification = tally.classifications
      .min { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
  }

  /// Per month (`period` → its tally: rounds with arrows only) and the years they make, oldest
  /// first: what `of(_:)` gives from the same rounds, from figures a query summed.
  public static func of(months tallies: [String: Tally]) -> (months: [Season], years: [Season]) {
    var years: [String: Tally] = [:]
    for (month, tally) in tallies { years[String(month.prefix(4)), default: Tally()].add(tally) }
    return (periods(tallies), periods(years))
  }

  /// The seasons of `tallies` (`period` → its tally), oldest first.
  public static func periods(_ tallies: [String: Tally]) -> [Season] {
    tallies.keys.sorted().compactMap { key in tallies[key].map { Season(period: key, $0) } }
  }

  /// What a season's figures are made of: sums, so months add up to years.
  public struct Tally: Sendable, Equatable {
    /// Arrows shot.
    public var arrows = 0
    /// Rounds shot.
    public var rounds = 0
    /// The sum of the handicaps of the rounds that have one.
    public var handicapSum = 0
    /// How many rounds have a handicap.
    public var handicaps = 0
    /// The classes reached.
    public var classifications: Set<Classification> = []

    /// An empty tally.
    public init() {}

    /// Counts `summary` in.
    public mutating func add(_ summary: StoredRoundSummary) {
      arrows += summary.tally.arrows
      rounds += 1
      if let handicap = summary.handicap {
        handicapSum += handicap
        handicaps += 1
      }
      if let classification = summary.classification { classifications.insert(classification) }
    }

    /// Counts `other` in.
    public mutating func add(_ other: Tally) {
      arrows += other.arrows
      rounds += other.rounds
      handicapSum += other.handicapSum
      handicaps += other.handicaps
      classifications.formUnion(other.classifications)
    }
  }
}
