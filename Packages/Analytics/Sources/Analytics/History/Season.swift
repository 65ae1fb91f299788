public import CoreInterfaces
import Foundation

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

  /// Per month and per year, oldest first (calendar months in local time: `LocalDay`).
  public static func of(_ summaries: [StoredRoundSummary]) -> (
    months: [Season], years: [Season]
  ) {
    var months: [String: [StoredRoundSummary]] = [:]
    var years: [String: [StoredRoundSummary]] = [:]
    for stored in summaries where stored.tally.arrows > 0 {
      let (month, year) = LocalDay.monthAndYear(stored.date)
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
    self.period = period
    arrows = summaries.reduce(0) { $0 + $1.tally.arrows }
    rounds = summaries.count
    let handicaps = summaries.compactMap(\.handicap)
    averageHandicap =
      handicaps.isEmpty ? nil : Double(handicaps.reduce(0, +)) / Double(handicaps.count)
    let order = Classification.allCases
    bestClassification = summaries.compactMap(\.classification)
      .min { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
  }
}
