import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// The totals a correction prints after it: the round's, and the corrected end's when given.
enum RoundTotals {
  /// "end 3 total 27, round 534 (60 of 60 arrows)".
  static func sentence(_ round: ShotRound, _ arrows: [ScoredArrow], end: Int? = nil) -> String {
    let card = ScoreCard(definition: round.definition, arrows: arrows)
    if arrows.isEmpty, let total = round.recordedTotal {
      return "\(round.definition.name) \(total) (entered as a total; its arrows were not kept)"
    }
    let arrows = counted(card.arrowsShot, of: round.definition.totalArrows, "arrow")
    let whole = "\(round.definition.name) \(card.total) (\(arrows))"
    guard let end, let total = card.ends.first(where: { $0.number == end })?.total else {
      return whole
    }
    return "end \(end) total \(total), \(whole)"
  }
}
