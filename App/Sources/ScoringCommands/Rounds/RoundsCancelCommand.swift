import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds cancel ID`: cancels a round; its arrows are kept.
struct RoundsCancelCommand: QuiverCommand {
  let name = "cancel"
  let summary = "Cancel a round; its arrows are kept, it takes no more."
  let id = RoundAction.id
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    try await RoundAction.run(context) { model in
      try model.check(await model.cancel())
      return ("Cancelled.", [])
    }
  }
}
