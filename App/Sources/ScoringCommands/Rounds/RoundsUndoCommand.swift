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
      // The model says why nothing can be undone (a round entered by its total, one over).
      let last = model.arrows.last
      try model.check(await model.undo())
      guard let last else { throw ScoringError.nothingTo("undo") }
      return (
        "removed end \(last.endNumber) arrow \(last.arrowIndex + 1): \(last.storedText) "
          + "(total \(model.runningTotal))", [last]
      )
    }
  }
}
