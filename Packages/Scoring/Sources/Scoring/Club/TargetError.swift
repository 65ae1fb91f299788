public import CoreInterfaces
public import Foundation

/// Why a shared target refused an archer, a letter, an end or a correction: one line naming the
/// archer's letter (and the end), the same on the command line and in the app.
public enum TargetError: Error, Equatable, Sendable, LocalizedError {
  /// The target already holds `TargetArchers.capacity` archers; `name` would be the seventh.
  case full(name: String)
  /// A name is not one (empty, too long, control characters): the name check's refusal.
  case name(ValueRangeError)
  /// `name` is on the target already.
  case alreadyOnTarget(name: String, letter: TargetLetter)
  /// `text` is not the letter of an archer on this target, whose letters are `letters`.
  case letterNotOnTarget(String, letters: [TargetLetter])
  /// The archer at `letter` gave `given` arrows for end `end`, which has `expected`.
  case arrowCount(TargetLetter, end: Int, given: Int, expected: Int)
  /// An arrow is not a score on the archer's face at end `end`.
  case arrow(TargetLetter, end: Int, InvalidArrowValue)
  /// The archer's end `end` waits until every archer's end `end - 1` is in (`waiting`).
  case endNotReached(TargetLetter, end: Int, waiting: [TargetLetter])
  /// The archer's round is complete (`ends` ends).
  case roundComplete(TargetLetter, ends: Int)
  /// There is no arrow `arrow` in the archer's end `end` to correct.
  case noSuchArrow(TargetLetter, end: Int, arrow: Int)
  /// The archer's end `end` has its first sheet in and waits for the second (or a settling).
  case awaitingSecondSheet(TargetLetter, end: Int)
  /// A second sheet or a settling was given with no first sheet waiting for it.
  case noFirstSheet(TargetLetter, end: Int)
  /// A second sheet was given for a target scored on one sheet.
  case oneSheet
  /// The second sheet or the settling was refused (``TwoScorerError``).
  case sheet(TwoScorerError)
  /// The archer's own round is `phase` (cancelled or ended with `quiver rounds`): it takes no
  /// more arrows from the target, as it takes none from `rounds score`. `nil` for a withdrawn
  /// guest, who has no round (stranger-final D5).
  case roundClosed(TargetLetter, end: Int, RoundProgress.Phase?)
  /// The stored archer `name` has an unfinished `roundName` (round ID's first 8 characters),
  /// on club target `target` if one holds it: the rule `rounds start` keeps, one open round of a
  /// kind at a time.
  case unfinishedRound(name: String, roundName: String, round: String, target: String?)
  /// A correction to an end agreed on two sheets was given without a reason (who agreed).
  case correctionNeedsReason(TargetLetter, end: Int)
  /// A correction to an end the scorer settled was given without a reason.
  case settledCorrectionNeedsReason(TargetLetter, end: Int)
  /// A correction's reason is not text (`problem` says why).
  case correctionReason(TargetLetter, end: Int, problem: String)
  /// A correction to the value the arrow already has (stranger29c C4): nothing to record.
  case nothingToCorrect(TargetLetter, end: Int, arrow: Int, ArrowValue)
  /// The archer has withdrawn already (their round `phase`; `nil` for a guest, who has no
  /// round): nothing to withdraw.
  case alreadyWithdrawn(TargetLetter, RoundProgress.Phase?)
  /// A withdrawal while the archer's end `end` waits for its second sheet (stranger29d D8): the
  /// end they shot is agreed or settled first.
  case withdrawalWaitsForSheet(TargetLetter, end: Int)
  /// More than one target's ID starts with the text.
  case ambiguousTarget(String)
  /// No target is stored (`nil`), or none has an ID starting with the text.
  case noTarget(String?)

  /// `B, end 3: 4 arrows given; an end is 3 arrows.`
  /// What went wrong, as the app says it.
  public var errorDescription: String? { text(for: .app) }

  /// `B, end 3: 4 arrows given; an end is 3 arrows.`, in `frontEnd`'s words: the app names its
  /// keys and screens, the command line its commands and options.
  public func text(for frontEnd: FrontEnd) -> String {
    let app = frontEnd == .app
    switch self {
    case .full(let name):
      return "A target holds at most \(Target.capacity) archers (A to F); "
        + "'\(ValueRangeError.shortened(name))' would be the seventh: start another target."
    case .name(let error): return error.errorDescription ?? "That is not a name."
    case .alreadyOnTarget(let name, let letter):
      return
        "'\(ValueRangeError.shortened(name))' is on this target already, at \(letter.rawValue)."
    case .letterNotOnTarget(let text, let letters):
      return "'\(ValueRangeError.shortened(text))' is not a letter on this target; its archers are "
        + "\(letters.map(\.rawValue).joined(separator: ", "))."
    case .arrowCount(let letter, let end, let given, let expected):
      return "\(letter.rawValue), end \(end): \(given) arrow\(given == 1 ? "" : "s") given; "
        + "an end is \(expected) arrows."
    case .arrow(let letter, let end, let error):
      return "\(letter.rawValue), end \(end): \(error.errorDescription ?? "not a score")"
    case .endNotReached(let letter, let end, let waiting):
      return "\(letter.rawValue), end \(end): the target is still on end \(end - 1), waiting for "
        + "\(waiting.map(\.rawValue).joined(separator: ", "))."
    case .roundComplete(let letter, let ends):
      return
        "\(letter.rawValue)'s round is complete: all \(ends) ends are in; correct an arrow instead."
    case .noSuchArrow(let letter, let end, let arrow):
      return "\(letter.rawValue) has no arrow \(arrow) in end \(end) to correct."
    case .awaitingSecondSheet(let letter, let end):
      return "\(letter.rawValue), end \(end) waits for the second sheet "
        + (app ? "(2 \(letter.rawValue) …)" : "(--sheet 2)") + " or a settling."
    case .noFirstSheet(let letter, let end):
      return "\(letter.rawValue), end \(end): no first sheet waits for a second one."
    case .oneSheet:
      return "This target is scored on one sheet; for a second scorer start one on two sheets ("
        + (app ? "n2 ROUND NAME… +GUEST…" : "club start --two-sheets") + ")."
    case .sheet(let error): return error.errorDescription ?? "The sheet was refused."
    case .roundClosed(let letter, let end, nil):
      return "\(letter.rawValue), end \(end): \(letter.rawValue) has withdrawn and the target goes "
        + "on without them. Nothing was saved."
    case .roundClosed(let letter, let end, let phase?):
      return "\(letter.rawValue), end \(end): \(letter.rawValue)'s round "
        + "\(phase == .endedEarly ? "was" : "is") \(phase.displayName); "
        + (phase == .paused
          ? "resume it to enter arrows."
          : "\(letter.rawValue) has withdrawn and the target goes on without them.")
        + " Nothing was saved."
    case .unfinishedRound(let name, let roundName, let round, let target?):
      return "\(name)'s \(roundName) on club target \(target) is unfinished: carry on "
        + (app
          ? "there, or cancel that round ("
          : "with 'quiver club end \(target)', or cancel it first (as \(name): "
            + "'quiver rounds cancel \(round)'; ")
        + "\(name) then withdraws from the target). Nothing was started."
    case .unfinishedRound(let name, let roundName, let round, nil):
      return "\(name) has an unfinished \(roundName), round \(round): finish or cancel it first "
        + (app
          ? "(as \(name), on its Scoring screen)" : "(as \(name): 'quiver rounds cancel \(round)')")
        + ". Nothing was started."
    case .correctionNeedsReason(let letter, let end):
      return "\(letter.rawValue), end \(end) was agreed on two sheets: a correction needs a reason "
        + "recorded (who agreed to it): "
        + (app ? "type it after a colon, c A END ARROW VALUE : why." : "give --reason \"why\".")
        + " Nothing was changed."
    case .settledCorrectionNeedsReason(let letter, let end):
      return "\(letter.rawValue), end \(end) was settled, recorded: a correction needs a reason "
        + "recorded too: "
        + (app ? "type it after a colon, c A END ARROW VALUE : why." : "give --reason \"why\".")
        + " Nothing was changed."
    case .correctionReason(let letter, let end, let problem):
      return "\(letter.rawValue), end \(end): the correction's reason needs \(problem)."
    case .nothingToCorrect(let letter, let end, let arrow, let value):
      return "\(letter.rawValue), end \(end), arrow \(arrow) is already \(value); "
        + "nothing to correct."
    case .alreadyWithdrawn(let letter, let phase?):
      return "\(letter.rawValue) has withdrawn already (their round "
        + "\(phase == .endedEarly ? "was" : "is") \(phase.displayName)); nothing was changed."
    case .alreadyWithdrawn(let letter, nil):
      return "\(letter.rawValue) has withdrawn already; nothing was changed."
    case .withdrawalWaitsForSheet(let letter, let end):
      let l = letter.rawValue
      return "\(l), end \(end) waits for the second sheet: enter the second sheet or settle end "
        + "\(end) first "
        + (app
          ? "(2 \(l) … or s \(l) … : why)"
          : "('quiver club end --sheet 2 --\(l.lowercased()) …' or '--settle \"why\"')")
        + ", then withdraw \(l). Nothing was changed."
    case .ambiguousTarget(let text):
      return "More than one target starts with '\(ValueRangeError.shortened(text))'; give more of "
        + (app ? "its ID." : "its ID ('quiver club list' shows them).")
    case .noTarget(nil):
      return app
        ? "No target yet: start one with n ROUND NAME… +GUEST… (guests marked +)."
        : "No target yet: start one with 'quiver club start ROUND --archer NAME'."
    case .noTarget(let text?):
      return "No target has an ID starting with '\(ValueRangeError.shortened(text))'."
    }
  }
}
