import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds undo ID`: removes the last arrow entered.
struct RoundsUndoCommand: QuiverCommand {
  let name = "undo"
  let summary = "Remove the last arrow entered."
  let id = RoundAction.id
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    try await RoundAction.run(context) { model in
      guard let last = model.arrows.last else { throw ScoringError.nothingTo("undo") }
      try model.check(await model.undo())
      return (
        "removed end \(last.endNumber) arrow \(last.arrowIndex + 1): \(last.entry) "
          + "(total \(model.runningTotal))", [last]
      )
    }
  }
}
