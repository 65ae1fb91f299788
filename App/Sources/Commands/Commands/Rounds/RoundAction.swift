import CoreInterfaces
import Scoring

/// What `undo`, `finish` and `cancel` share: open the round named by the one argument, run one
/// step on its model, and print what it says happened (with `--json`, the round after it).
enum RoundAction {
  static let id = Argument("ID", .id(.round), "the round")

  /// Runs `step`, which returns its sentence and the arrows it removed.
  static func run(
    _ context: CommandContext,
    _ step: @escaping @MainActor (LiveScoringModel) async throws -> (String, [ScoredArrow])
  ) async throws {
    let reference = try context.arguments[id]
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await Lookup.round(reference))
      let (sentence, removed) = try await step(model)
      guard context.json else { return context.output.line(sentence) }
      guard let round = model.round else { return }
      let after = RoundJSON(round, arrows: model.arrows)
      if removed.isEmpty { return try context.output.json(after) }
      try context.output.json(
        ArrowsChangedJSON(round: after, entered: nil, removed: removed.map(ArrowJSON.init)))
    }
  }
}
