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

  /// Each kind of round's best complete score, by name; a tie goes to the earlier round. One
  /// pass, in any order.
  public static func of(_ summaries: [StoredRoundSummary]) -> [PersonalBest] {
    var best: [String: PersonalBest] = [:]
    for summary in summaries where summary.isComplete {
      if let held = best[summary.codename] {
        let total = summary.tally.total
        guard total > held.score || (total == held.score && Self.earlier(summary, than: held))
        else { continue }
      }
      best[summary.codename] = PersonalBest(
        codename: summary.codename, name: summary.name, score: summary.tally.total,
        date: summary.date, id: summary.id, handicap: summary.handicap)
    }
    return best.values.sorted { ($0.name, $0.codename) < ($1.name, $1.codename) }
  }

  /// Whether `summary` was shot before `held` (by date, then ID, so any order gives one answer).
  /// IDs compare by their 16 bytes, which order them as their hex text does, without making it.
  private static func earlier(_ summary: StoredRoundSummary, than held: PersonalBest) -> Bool {
    guard summary.date == held.date else { return summary.date < held.date }
    return withUnsafeBytes(of: summary.id.rawValue.uuid) { shot in
      withUnsafeBytes(of: held.id.rawValue.uuid) { shot.lexicographicallyPrecedes($0) }
    }
  }
}
