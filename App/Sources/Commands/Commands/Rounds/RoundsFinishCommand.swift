import CoreInterfaces
import Scoring

/// `quiver rounds finish ID`: finishes a round once every arrow is in.
struct RoundsFinishCommand: QuiverCommand {
  let name = "finish"
  let summary = "Finish a round once every arrow is in (practice: any time)."
  let arguments = [RoundAction.id.spec]
  let options = [Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    try await RoundAction.run(context) { model in
      try model.check(await model.finish())
      return ("Finished \(model.round?.definition.name ?? "the round"): \(model.runningTotal).", [])
    }
  }
}
