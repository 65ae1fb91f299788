import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver club show [TARGET]`: the target's archers ranked by running total, their last end,
/// who the current end waits for, and the ends waiting for a second sheet.
struct ClubShowCommand: QuiverCommand {
  /// `[TARGET]`: an ID prefix; the newest target when left out.
  static let target = Argument(
    "TARGET", .text("TARGET"), "the target's ID or a prefix of it; the newest target if left out",
    arity: .optional)

  let name = "show"
  let summary =
    "Show a target: everyone's last end and running total, ranked, and the end it is on."
  let target = Self.target
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let given = try context.arguments[ifGiven: target]
    let board = try await context.withLiveDependencies {
      @Dependency(\.targets) var targets
      return try await targets.board(try await targets.find(given))
    }
    if context.json { return try context.output.json(TargetJSON(board)) }
    for line in TargetText.lines(board) { context.output.line(line) }
  }
}
