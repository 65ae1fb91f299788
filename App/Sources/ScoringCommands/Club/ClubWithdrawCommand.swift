import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver club withdraw LETTER [--target ID]`: an archer leaves the target (a guest too,
/// stranger29c C2). They keep their arrows and take no more ends; a stored archer's round ends
/// early, as `quiver rounds finish` ends it (the arrows shot stay in their history, marked ended
/// early, rather than cancelled: they were shot). The target goes on without them.
struct ClubWithdrawCommand: QuiverCommand {
  let name = "withdraw"
  let summary = "Withdraw an archer from a target: the target goes on without them."
  let letter = Argument("LETTER", .text("LETTER"), "the archer's letter on the target (A to F)")
  let target = Option(
    "target", .text("TARGET"), "the target's ID or a prefix of it; the newest target if left out")

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let text = try arguments[letter]
    let given = try arguments[target]
    let (letter, board) = try await context.withLiveDependencies {
      @Dependency(\.targets) var targets
      let id = try await targets.find(given)
      let letter = try await targets.board(id).target.letter(text)
      return (letter, try await targets.withdraw(id, letter))
    }
    context.output.line(TargetText.withdrawn(letter, board))
  }
}
