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
    let x = try millimetres(context.positional(1, "X_MM"))
    let y = try millimetres(context.positional(2, "Y_MM"))
    try context.expectNoMorePositionals(than: 3)
    let position = try PlotPosition(x: x, y: y)  // out of range: a usage error, nothing opened
    let arrowNumber = try context.arguments.value("arrow").map { text in
      guard let number = Int(text) else { throw UsageError("--arrow must be a whole number") }
      return try Bounded.check(number, in: Bounded.arrowsInSet, "arrow number")
    }
    let given = try context.arguments.value("arrow-mm").map(millimetres)
    if let given {
      _ = try Bounded.check(given * 1_000, in: Bounded.arrowMillimetres, "arrow-mm", unit: "mm")
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

  private func millimetres(_ text: String) throws(UsageError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw UsageError("'\(text)' is not a number of millimetres")
    }
    return value / 1_000
  }
}
