import CoreInterfaces
import Scoring

extension String {
  /// The string without one trailing `suffix`, if it ends with it.
  func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
  }
}

/// `quiver rounds score ID VALUE…`: enters arrows, each saved as it is entered.
struct RoundsScoreCommand: QuiverCommand {
  let name = "score"
  let summary =
    "Enter arrows (X, 10…1, M), each saved as entered; a full end is completed by the next arrow."
  let arguments = "ID VALUE…"

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    let values = Array(context.arguments.positionals.dropFirst())
    guard !values.isEmpty else { throw UsageError("missing VALUE: give arrows such as X 10 9 M") }
    try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await RoundArgument.resolve(reference))
      for (position, value) in values.enumerated() {
        try await ArrowEntering.advanceIfEndIsFull(model)
        guard await model.enter(notation: value) else {
          throw ArrowEntering.Stopped(
            position: position + 1, value: value, saved: position, reason: model.error)
        }
        context.output.line(ArrowEntering.acknowledgement(model))
      }
    }
  }
}

/// What `score` and `plot` share: completing a full end before the next arrow, the line that
/// acknowledges a saved arrow, and the error that stops at a refused one.
enum ArrowEntering {
  /// A value the round refused: its position, and how many before it were saved.
  struct Stopped: Error, CustomStringConvertible {
    let position: Int
    let value: String
    let saved: Int
    let reason: UserFacingError?

    var description: String {
      let why = reason.map { String($0.message.trimmingSuffix(".")) } ?? "unknown reason"
      return "value \(position) ('\(value)') was refused: \(why). "
        + "The \(saved) arrow\(saved == 1 ? "" : "s") before it \(saved == 1 ? "is" : "are") saved."
    }
  }

  /// Completes the current end when it is full and the round goes on.
  @MainActor
  static func advanceIfEndIsFull(_ model: LiveScoringModel) async throws {
    guard let round = model.round, model.currentEnd.count == round.definition.arrowsPerEnd,
      model.card?.isFull == false
    else { return }
    try model.check(await model.completeEnd())
  }

  /// `end 2 arrow 1: X (end 10, total 67)`: printed only after the arrow is saved.
  @MainActor
  static func acknowledgement(_ model: LiveScoringModel) -> String {
    guard let last = model.arrows.last else { return "" }
    return "end \(last.endNumber) arrow \(last.arrowIndex + 1): \(last.entry) "
      + "(end \(model.endTotal), total \(model.runningTotal))"
  }
}
