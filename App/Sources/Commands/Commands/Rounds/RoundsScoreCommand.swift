import CoreInterfaces
import Scoring

extension String {
  /// The string without one trailing `suffix`, if it ends with it.
  func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
  }
}

/// `quiver rounds score ID VALUE…`: enters a line of arrows, checked whole (one refused value
/// saves none), then each saved as it is entered; a full end is completed by the next arrow.
struct RoundsScoreCommand: QuiverCommand {
  let name = "score"
  let summary =
    "Enter arrows (X, 10…1, M): checked whole, then each saved as entered; a full end is completed by the next arrow."
  let arguments = "ID VALUE…"

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    let values = Array(context.arguments.positionals.dropFirst())
    guard !values.isEmpty else { throw UsageError("missing VALUE: give arrows such as X 10 9 M") }
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await RoundArgument.resolve(reference))
      let saved = await model.enter(
        line: values.map(ArrowInput.notation), completingFullEnds: true
      ) { arrow in context.output.line(ArrowEntering.acknowledgement(of: arrow, in: model)) }
      try model.check(saved)
    }
  }
}

/// The line that acknowledges a saved arrow, shared by `score` and `plot`.
enum ArrowEntering {
  /// `end 2 arrow 1: X (end 10, total 67)` for `arrow`, saved in `model`'s round: printed only
  /// once the line holding it is stored, with the end and running totals at that arrow.
  @MainActor
  static func acknowledgement(of arrow: ScoredArrow, in model: LiveScoringModel) -> String {
    let upTo = model.arrows.prefix { $0 != arrow } + [arrow]
    let endTotal = upTo.filter { $0.endNumber == arrow.endNumber }.reduce(0) {
      $0 + $1.value.points
    }
    let total = upTo.reduce(0) { $0 + $1.value.points }
    return "end \(arrow.endNumber) arrow \(arrow.arrowIndex + 1): \(arrow.entry) "
      + "(end \(endTotal), total \(total))"
  }
}
