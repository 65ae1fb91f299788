import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds plot ID X_MM Y_MM`: enters an arrow by where it hit, scored by the line rule.
struct RoundsPlotCommand: QuiverCommand {
  /// Where an arrow may hit, in millimetres from the centre (`Bounded.plotMetres`).
  static let millimetres =
    (Bounded.plotMetres.lowerBound * 1_000)...(Bounded.plotMetres.upperBound * 1_000)

  let name = "plot"
  let summary =
    "Enter an arrow by where it hit, in millimetres from the centre (+y up), scored by the line rule."
  let id = Argument("ID", .id(.round), "the round")
  let x = Argument(
    "X_MM", .number(in: millimetres, unit: "mm", placeholder: "X_MM"),
    "millimetres right of the centre")
  let y = Argument(
    "Y_MM", .number(in: millimetres, unit: "mm", placeholder: "Y_MM"), "millimetres above it")
  let arrow = Option(
    "arrow", .integer(in: Bounded.arrowsInSet), "the arrow's number in its set")
  let arrowMM = Self.arrowMM
  let json = Flag.json

  /// `--arrow-mm MM`, which `rounds feed` takes too.
  static let arrowMM = Option(
    "arrow-mm", .number(in: Bounded.arrowMillimetres, unit: "mm", placeholder: "MM"),
    "the shaft's diameter (default: the arrow-mm setting)")

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let position = try PlotPosition(
      x: try context.arguments[self.x] / 1_000, y: try context.arguments[self.y] / 1_000)
    let arrowNumber = try context.arguments[self.arrow]
    let given = try context.arguments[self.arrowMM].map { $0 / 1_000 }
    try await context.withLiveDependencies { @MainActor in
      @Dependency(\.settings) var settings
      var shaft = given ?? 0
      if given == nil {
        let stored = try await settings.load()
        for note in stored.damageNotes { context.output.error(note) }  // damage is never silent
        shaft = stored.arrowDiameter
      }
      let model = try await ScoringSession.open(
        try await Lookup.round(reference), whole: context.json)
      model.arrowDiameter = shaft
      let input = ArrowInput.plotted(x: position.x, y: position.y, arrowNumber: arrowNumber)
      try await ArrowEntering.enter([input], in: model, context)
    }
  }
}
