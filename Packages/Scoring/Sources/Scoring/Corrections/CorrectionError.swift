import CoreInterfaces
public import Foundation

/// Why a correction was refused, in words an archer can act on; nothing was changed.
public enum CorrectionError: Error, Equatable, LocalizedError {
  /// The place holds no arrow yet (score it instead).
  case noArrow(end: Int, arrow: Int)
  /// A round shot on paper needs every arrow of a fixed round (`arrows` of `needed`).
  case paperRoundIncomplete(arrows: Int, needed: Int)
  /// A round shot on paper needs at least one arrow.
  case paperRoundEmpty
  /// An end of a paper round holds more arrows than the round shoots per end.
  case endTooLong(end: Int, arrows: Int, perEnd: Int)
  /// A day that is not `YYYY-MM-DD`, or is in the future.
  case badDate(String)
  /// Previews keep no stored rounds to correct.
  case notInPreview
  /// A total the round cannot score on its faces (its maximum given).
  case impossibleTotal(Int, round: String, maximum: Int)
  /// A practice round has no total to enter alone: give its arrows.
  case practiceNeedsArrows
  /// Only a round entered by its total alone has a total to correct; this one kept its arrows.
  case arrowsKept
  /// A round entered by its total alone has no arrows to correct: correct its total.
  case enteredByTotal

  /// What went wrong and what to do, as the app says it.
  public var errorDescription: String? { text(for: .app) }

  /// What went wrong and what to do, in `frontEnd`'s words (the app's keys, or commands).
  public func text(for frontEnd: FrontEnd) -> String {
    switch self {
    case .noArrow(let end, let arrow):
      "End \(end) has no arrow \(arrow) yet; nothing was changed. Score it with 'quiver rounds score' while the round is being shot."
    case .paperRoundIncomplete(let arrows, let needed):
      "The ends hold \(arrows) of the round's \(needed) arrows; give every arrow (M for a miss). Nothing was saved."
    case .paperRoundEmpty: "Give the round's arrows with --ends; nothing was saved."
    case .endTooLong(let end, let arrows, let perEnd):
      "End \(end) has \(arrows) arrows; this round shoots \(perEnd) per end. Nothing was saved."
    case .badDate(let text):
      "'\(ValueRangeError.shortened(text))' is not a day from 1900-01-01 to today as YYYY-MM-DD; nothing was saved."
    case .notInPreview: "Corrections need the stored rounds; the preview has none."
    case .impossibleTotal(let total, let round, let maximum):
      "A \(round) cannot score \(total): its faces' values add up to totals from 0 to \(maximum), and not to this one. Nothing was saved."
    case .arrowsKept:
      "This round kept its arrows, so its total is theirs: correct an arrow with "
        + (frontEnd == .app ? "'e END ARROW VALUE'" : "'quiver rounds edit ID END ARROW VALUE'")
        + ". Nothing was changed."
    case .enteredByTotal:
      "This round was entered by its total; its arrows were not kept. Correct the total with "
        + (frontEnd == .app ? "'t TOTAL' on its card" : "quiver rounds edit ID --score N")
        + ". Nothing was changed."
    case .practiceNeedsArrows:
      "A practice round has no fixed length; give its arrows with --ends. Nothing was saved."
    }
  }
}
