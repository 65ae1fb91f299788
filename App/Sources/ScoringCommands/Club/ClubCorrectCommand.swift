import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver club correct LETTER END ARROW VALUE [--target ID] [--reason WHY]`: corrects one
/// arrow of an archer's saved end (in their own round for a stored archer); on a two-sheet
/// target only with a reason, recorded.
struct ClubCorrectCommand: QuiverCommand {
  let name = "correct"
  let summary = "Correct one arrow of an archer's saved end on a target."
  let letter = Argument("LETTER", .text("LETTER"), "the archer's letter on the target (A to F)")
  let end = Argument("END", .integer(in: Bounded.endNumber), "the end's number")
  let arrow = Argument("ARROW", .integer(in: Bounded.arrowsPerEnd), "the arrow's place in the end")
  let value = Argument("VALUE", .text("VALUE"), "the arrow's right value (X, 10 … 1, M)")
  let target = Option(
    "target", .text("TARGET"), "the target's ID or a prefix of it; the newest target if left out")
  let reason = Option(
    "reason", .text("REASON"),
    "why, and who agreed: needed on a two-sheet target (the end both scorers agreed), recorded")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let (text, end, arrow, value) = (
      try arguments[letter], try arguments[self.end], try arguments[self.arrow],
      try arguments[self.value]
    )
    let given = try arguments[target]
    let why = try arguments[reason]
    let (outcome, board) = try await context.withLiveDependencies {
      @Dependency(\.targets) var targets
      let id = try await targets.find(given)
      let letter = try await targets.board(id).target.letter(text)
      let outcome = try await targets.correct(id, letter, end, arrow, value, why)
      return (outcome, try await targets.board(id))
    }
    if context.json { return try context.output.json(TargetEntryJSON(outcome, board)) }
    context.output.line(TargetText.outcome(outcome, board))
  }
}
