import CoreInterfaces
import Scoring

/// `quiver rounds undo ID`: removes the last arrow entered.
struct RoundsUndoCommand: QuiverCommand {
  let name = "undo"
  let summary = "Remove the last arrow entered."
  let arguments = "ID"

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await RoundArgument.resolve(reference))
      guard let last = model.arrows.last else { throw ScoringError.nothingTo("undo") }
      guard await model.undo() else {
        throw model.error ?? UserFacingError(ScoringError.nothingTo("undo"))
      }
      context.output.line(
        "removed end \(last.endNumber) arrow \(last.arrowIndex + 1): \(last.entry) "
          + "(total \(model.runningTotal))")
    }
  }
}

/// `quiver rounds finish ID`: finishes a round once every arrow is in.
struct RoundsFinishCommand: QuiverCommand {
  let name = "finish"
  let summary = "Finish a round once every arrow is in (practice: any time)."
  let arguments = "ID"

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await RoundArgument.resolve(reference))
      guard await model.finish() else {
        throw model.error ?? UserFacingError(ScoringError.nothingTo("finish"))
      }
      let name = model.round?.definition.name ?? "The round"
      context.output.line("Finished \(name): \(model.runningTotal).")
    }
  }
}

/// `quiver rounds cancel ID`: cancels a round; its arrows are kept.
struct RoundsCancelCommand: QuiverCommand {
  let name = "cancel"
  let summary = "Cancel a round; its arrows are kept, it takes no more."
  let arguments = "ID"

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await RoundArgument.resolve(reference))
      guard await model.cancel() else {
        throw model.error ?? UserFacingError(ScoringError.nothingTo("cancel"))
      }
      context.output.line("Cancelled.")
    }
  }
}
