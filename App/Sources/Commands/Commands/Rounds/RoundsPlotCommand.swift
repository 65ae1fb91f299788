import CoreInterfaces
import Scoring

/// `quiver rounds plot ID X_MM Y_MM`: enters an arrow by where it hit, scored by the line rule.
struct RoundsPlotCommand: QuiverCommand {
  let name = "plot"
  let summary =
    "Enter an arrow by where it hit, in millimetres from the centre (+y up), scored by the line rule."
  let arguments = "ID X_MM Y_MM"
  let options: [OptionSpec] = [
    .value("arrow", "N", "the arrow's number in its set"),
    .value("arrow-mm", "A", "the shaft's diameter in millimetres (default: the arrow-mm setting)"),
  ]

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    let x = try millimetres(context.positional(1, "X_MM"), "X_MM")
    let y = try millimetres(context.positional(2, "Y_MM"), "Y_MM")
    try context.expectNoMorePositionals(than: 3)
    let position = try PlotPosition(x: x, y: y)  // out of range: a usage error, nothing opened
    let arrowNumber = try context.arguments.value("arrow").map { text in
      guard let number = Int(text) else { throw UsageError("--arrow must be a whole number") }
      return try Bounded.check(number, in: Bounded.arrowsInSet, "arrow number")
    }
    let given = try context.arguments.value("arrow-mm").map { text in
      guard let value = NumberText.decimal(text) else {
        throw UsageError("--arrow-mm takes millimetres")
      }
      return try Bounded.check(value, in: Bounded.arrowMillimetres, "--arrow-mm", unit: "mm")
        / 1_000
    }
    try await context.withLiveDependencies { @MainActor in
      @Dependency(\.settings) var settings
      var shaft = given ?? 0
      if given == nil { shaft = try await settings.load().arrowDiameter }
      let model = try await ScoringSession.open(try await RoundArgument.resolve(reference))
      model.arrowDiameter = shaft
      let input = ArrowInput.plotted(x: position.x, y: position.y, arrowNumber: arrowNumber)
      try model.check(
        await model.enter(line: [input], completingFullEnds: true) { arrow in
          context.output.line(ArrowEntering.acknowledgement(of: arrow, in: model))
        })
    }
  }

  /// Millimetres as metres, refusing a number beyond the ±10 m a position may have, in the
  /// millimetres it was typed in.
  private func millimetres(_ text: String, _ what: String) throws -> Double {
    guard let value = NumberText.decimal(text) else {
      throw UsageError("'\(text)' is not a number of millimetres")
    }
    let limit = Bounded.plotMetres.upperBound * 1_000
    return try Bounded.check(value, in: -limit...limit, what, unit: "mm") / 1_000
  }
}
