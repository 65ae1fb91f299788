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
      let before = model.arrows.count
      let saved = await model.enter(line: values.map(ArrowInput.notation), completingFullEnds: true)
      for line in ArrowEntering.acknowledgements(model, after: before) { context.output.line(line) }
      try model.check(saved)
    }
  }
}

/// The lines that acknowledge saved arrows, shared by `score` and `plot`.
enum ArrowEntering {
  /// `end 2 arrow 1: X (end 10, total 67)` for each arrow saved after the first `before`: printed
  /// only once the arrow is saved.
  @MainActor
  static func acknowledgements(_ model: LiveScoringModel, after before: Int) -> [String] {
    var lines: [String] = []
    var total = model.arrows.prefix(before).reduce(0) { $0 + $1.value.points }
    for (offset, arrow) in model.arrows.enumerated() where offset >= before {
      total += arrow.value.points
      let endTotal = model.arrows.prefix(offset + 1).filter { $0.endNumber == arrow.endNumber }
        .reduce(0) { $0 + $1.value.points }
      lines.append(
        "end \(arrow.endNumber) arrow \(arrow.arrowIndex + 1): \(arrow.entry) "
          + "(end \(endTotal), total \(total))")
    }
    return lines
  }
}
