import Analytics
import CoreInterfaces

/// `quiver plot round ID [--out FILE]`.
struct PlotRoundCommand: QuiverCommand {
  static let id = Argument("ID", .id(.round), "the round")

  let name = "round"
  let summary =
    "A round's face with its plotted arrows, the group centre and a 1-SD spread ellipse."
  let arguments = [Self.id.spec]
  let options = [PlotOutput.out.spec]

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[Self.id]
    let svg = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      return FacePlot.svg(try await analytics.round(try await Lookup.round(reference)))
    }
    try await PlotOutput.write(svg, example: "round.svg", context)
  }
}
