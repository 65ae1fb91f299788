public import CoreInterfaces
public import Foundation

/// The best complete score shot on one kind of round, with when.
public struct PersonalBest: Sendable, Equatable {
  /// The round's codename.
  public var codename: String
  /// Its name.
  public var name: String
  /// The best score.
  public var score: Int
  /// When it was shot.
  public var date: Date
  /// The round it was shot in.
  public var id: RoundID
  /// Its handicap, where the round has one.
  public var handicap: Int?

  /// Each kind of round's best complete score, by name; a tie goes to the earlier round.
  public static func of(_ summaries: [StoredRoundSummary]) -> [PersonalBest] {
    var best: [String: PersonalBest] = [:]
    for stored in summaries.sorted(by: { $0.date < $1.date }) {
      let summary = stored
      guard summary.isComplete, summary.tally.total > best[summary.codename]?.score ?? -1 else {
        continue
      }
      best[summary.codename] = PersonalBest(
        codename: summary.codename, name: summary.name, score: summary.tally.total,
        date: summary.date, id: stored.id, handicap: summary.handicap)
    }
    return best.values.sorted { ($0.name, $0.codename) < ($1.name, $1.codename) }
  }
}
