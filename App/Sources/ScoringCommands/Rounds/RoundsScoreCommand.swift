import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds score ID VALUE…`: enters a line of arrows, checked whole (one refused value
/// saves none), then each saved as it is entered; a full end is completed by the next arrow.
struct RoundsScoreCommand: QuiverCommand {
  let name = "score"
  let summary =
    "Enter arrows (X, 10…1, M): checked whole, then each saved as entered; a full end is completed by the next arrow."
  let id = Argument("ID", .id(.round), "the round")
  let values = Argument(
    "VALUE", .text("VALUE"), "an arrow: X, 10…1 or M (as the round's face allows)",
    arity: .oneOrMore)
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let values = try context.arguments[all: self.values]
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(
        try await Lookup.round(reference), whole: context.json)
      try await ArrowEntering.enter(values.map(ArrowInput.notation), in: model, context)
    }
  }
}
