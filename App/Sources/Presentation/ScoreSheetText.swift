import CoreInterfaces
import Foundation
public import Scoring

/// A round as text for `rounds show`: a heading, then end by end (the sheet layout of
/// ``EndByEndText``).
public enum ScoreSheetText {
  /// The heading, then each distance's ends as a table.
  public static func lines(_ round: ShotRound, _ card: ScoreCard) -> [String] {
    if card.arrowsShot == 0, let total = round.recordedTotal {
      let max = round.definition.maxScore.map { " / \($0)" } ?? ""
      return [
        "\(round.definition.name) (\(round.progress(holding: card.arrowsShot).phase.displayName)): \(total)\(max), entered as a "
          + "total — \(round.id)",
        "  Shot on paper; its arrows were not kept.",
      ]
    }
    return [heading(round, card)]
      + EndByEndText.lines(
        EndRow.rows(card, of: round), of: round.definition, bowStyle: round.bowStyle,
        layout: .sheet)
  }

  /// `WA 18 m (in progress, recurve): 280 / 600, 30 of 60 arrows — <id>`.
  public static func heading(_ round: ShotRound, _ card: ScoreCard) -> String {
    let progress =
      round.definition.totalArrows.map { "\(card.arrowsShot) of \($0) arrows" }
      ?? counted(card.arrowsShot, "arrow")
    let max = round.definition.maxScore.map { " / \($0)" } ?? ""
    let style = round.bowStyle.map { ", \($0.rawValue)" } ?? ""
    return
      "\(round.definition.name) (\(round.progress(holding: card.arrowsShot).phase.displayName)\(style)): \(card.total)\(max), "
      + "\(progress) — \(round.id)"
  }
}
