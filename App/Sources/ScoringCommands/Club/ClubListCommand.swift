import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver club list`: every target, newest first, one line each (its ID prefix for `club show`,
/// `club end` and `club correct`).
struct ClubListCommand: QuiverCommand {
  let name = "list"
  let summary = "List the targets, newest first: their round, archers and the end each is on."
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let boards = try await context.withLiveDependencies {
      @Dependency(\.targets) var targets
      return try await targets.list()
    }
    if context.json { return try context.output.json(boards.map(TargetJSON.init)) }
    if boards.isEmpty {
      context.output.line("No targets yet; 'quiver club start ROUND --archer NAME' starts one.")
    }
    for board in boards { context.output.line(TargetText.summary(board)) }
  }
}
