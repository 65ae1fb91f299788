import CommandKit
import CoreInterfaces
import Scoring

/// What `undo`, `finish` and `cancel` share: open the round named by the one argument, run one
/// step on its model, and print what it says happened (with `--json`, the round after it), then
/// the round's score card when `withCard` (`finish`).
enum RoundAction {
  static let id = Argument("ID", .id(.round), "the round")

  /// Runs `step`, which returns its sentence and the arrows it removed.
  static func run(
    _ context: CommandContext, withCard: Bool = false,
    _ step: @escaping @MainActor (LiveScoringModel) async throws -> (String, [ScoredArrow])
  ) async throws {
    let reference = try context.arguments[id]
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await Lookup.round(reference))
      let (sentence, removed) = try await step(model)
      let card = withCard ? RoundCard.completed(in: model, context) : nil
      guard context.json else {
        context.output.line(sentence)
        return RoundCard.print(card, context)
      }
      guard let round = model.round else { return }
      let after = RoundJSON(round, arrows: model.arrows)
      if removed.isEmpty && !withCard { return try context.output.json(after) }
      try context.output.json(
        ArrowsChangedJSON(
          round: after, entered: nil, removed: removed.isEmpty ? nil : removed.map(ArrowJSON.init),
          card: card.map(RoundResultJSON.init)))
    }
  }
}
