import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds finish ID`: ends a practice round, or a round early (its last arrow completes
/// a round by itself), and prints its score card ("incomplete" when it ended early).
struct RoundsFinishCommand: QuiverCommand {
  let name = "finish"
  let summary =
    "Finish a practice round, or end a round early; prints its score card (a round completes itself at its last arrow)."
  let id = RoundAction.id
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    try await RoundAction.run(context, withCard: true) { model in
      try model.check(await model.finish(endingEarly: true))
      return ("Finished \(model.round?.definition.name ?? "the round"): \(model.runningTotal).", [])
    }
  }
}
