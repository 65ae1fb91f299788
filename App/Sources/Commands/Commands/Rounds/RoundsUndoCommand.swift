import CoreInterfaces
import Scoring

/// What `undo`, `finish` and `cancel` share: open the round named by the one argument, run one
/// step on its model, and print what it says happened.
enum RoundAction {
  static func run(
    _ context: CommandContext,
    _ step: @escaping @MainActor (LiveScoringModel) async throws -> String
  ) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await RoundArgument.resolve(reference))
      context.output.line(try await step(model))
    }
  }
}

extension LiveScoringModel {
  /// Throws the model's error when an operation was refused.
  func check(_ succeeded: Bool) throws {
    guard succeeded else { throw error ?? UserFacingError(ScoringError.nothingTo("do")) }
  }
}

/// `quiver rounds undo ID`: removes the last arrow entered.
struct RoundsUndoCommand: QuiverCommand {
  let name = "undo"
  let summary = "Remove the last arrow entered."
  let arguments = "ID"

  func run(_ context: CommandContext) async throws {
    try await RoundAction.run(context) { model in
      guard let last = model.arrows.last else { throw ScoringError.nothingTo("undo") }
      try model.check(await model.undo())
      return "removed end \(last.endNumber) arrow \(last.arrowIndex + 1): \(last.entry) "
        + "(total \(model.runningTotal))"
    }
  }
}

/// `quiver rounds finish ID`: finishes a round once every arrow is in.
struct RoundsFinishCommand: QuiverCommand {
  let name = "finish"
  let summary = "Finish a round once every arrow is in (practice: any time)."
  let arguments = "ID"

  func run(_ context: CommandContext) async throws {
    try await RoundAction.run(context) { model in
      try model.check(await model.finish())
      return "Finished \(model.round?.definition.name ?? "the round"): \(model.runningTotal)."
    }
  }
}

/// `quiver rounds cancel ID`: cancels a round; its arrows are kept.
struct RoundsCancelCommand: QuiverCommand {
  let name = "cancel"
  let summary = "Cancel a round; its arrows are kept, it takes no more."
  let arguments = "ID"

  func run(_ context: CommandContext) async throws {
    try await RoundAction.run(context) { model in
      try model.check(await model.cancel())
      return "Cancelled."
    }
  }
}
