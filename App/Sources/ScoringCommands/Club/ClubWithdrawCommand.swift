import CommandKit
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// `quiver club withdraw LETTER --yes [--target ID]`: an archer leaves the target (a guest too,
/// stranger29c C2). They keep their arrows and take no more ends; a stored archer's round ends
/// early, as `quiver rounds finish` ends it (the arrows shot stay in their history, marked ended
/// early, rather than cancelled: they were shot), or is cancelled when no end of theirs is saved.
/// The target goes on without them. It cannot be undone, so without `--yes` it says what it
/// would do, on which target, and does nothing (stranger29d D4).
struct ClubWithdrawCommand: QuiverCommand {
  let name = "withdraw"
  let summary =
    "Withdraw an archer from a target (--yes; without it, says what it would do): the target goes on without them."
  let letter = Argument("LETTER", .text("LETTER"), "the archer's letter on the target (A to F)")
  let target = Option(
    "target", .text("TARGET"), "the target's ID or a prefix of it; the newest target if left out")
  let yes = Flag("yes", "withdraw them (it cannot be undone); without it nothing is changed")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let text = try arguments[letter]
    let given = try arguments[target]
    let confirmed = arguments[yes]
    let (letter, board) = try await context.withLiveDependencies {
      @Dependency(\.targets) var targets
      let id = try await targets.find(given)
      let before = try await targets.board(id)
      let letter = try before.target.letter(text)
      guard confirmed else {
        throw ClubWithdrawUnconfirmed(withdrawal: try before.withdrawal(of: letter), target: id)
      }
      return (letter, try await targets.withdraw(id, letter))
    }
    if context.json { return try context.output.json(TargetJSON(board)) }
    context.output.line(TargetText.withdrawn(letter, board))
  }
}

/// `club withdraw` without `--yes`: what it would do, on which target; nothing is changed.
struct ClubWithdrawUnconfirmed: Error, LocalizedError {
  /// What the withdrawal would do.
  let withdrawal: TargetWithdrawal
  /// The target it would act on.
  let target: UUID

  var errorDescription: String? {
    "Withdrawing \(withdrawal.letter.rawValue) \(withdrawal.name) from target "
      + "\(target.uuidString.lowercased().prefix(8)): \(withdrawal.consequence), and it cannot be "
      + "undone. Add --yes to withdraw them; nothing was changed."
  }
}
