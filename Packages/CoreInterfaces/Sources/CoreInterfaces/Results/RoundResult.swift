import Foundation

/// What the score card of one round shows: its stored ``RoundSummary`` (the one home of its
/// figures) and, for a complete round, where it stands against its archer's other rounds of
/// that kind. A round ended early, practice, or one still being shot has no standing.
public struct RoundResult: Sendable, Hashable {
  /// The round.
  public var id: RoundID
  /// Its figures: total, hits, golds, Xs, distances, handicap, classification, setup version.
  public var summary: RoundSummary
  /// Its personal-best standing; `nil` unless every arrow of a fixed round is in.
  public var standing: PersonalBestStanding?

  /// The card of round `id` with `summary`; `previousBest` is the best score of the archer's
  /// other complete rounds of the same codename (`nil`: none), read only for a complete round.
  public init(id: RoundID, summary: RoundSummary, previousBest: Int?) {
    self.id = id
    self.summary = summary
    standing =
      summary.isComplete
      ? PersonalBestStanding(score: summary.tally.total, previousBest: previousBest) : nil
  }

  /// Whether the card is of a fixed round finished before its last arrow; it shows no handicap,
  /// classification or standing (a finished practice is `completed`, never "ended early").
  public var isEndedEarly: Bool { summary.progress.isEndedEarly }

  /// A complete WA 18 m of nines, a personal best by 9: what previews show (`nil` only if the
  /// catalogue had no WA 18 m).
  public static var sample: RoundResult? {
    guard let round = RoundCatalogue.round("wa18"), let count = round.totalArrows else {
      return nil
    }
    let nine = ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false)
    let arrows = (0..<count).map { index in
      RoundSummary.Arrow(endNumber: index / round.arrowsPerEnd + 1, value: nine)
    }
    let summary = RoundSummary(
      round: round, arrows: arrows, status: .completed, date: Date(timeIntervalSince1970: 0))
    return RoundResult(id: RoundID(), summary: summary, previousBest: summary.tally.total - 9)
  }
}
