import Analytics
import CommandKit
import CoreInterfaces

/// `quiver plot round ID [--out FILE]`.
struct PlotRoundCommand: QuiverCommand {
  let name = "round"
  let summary =
    "A round's face with its plotted arrows, the group centre and a 1-SD spread ellipse."
  let id = Argument("ID", .id(.round), "the round")
  let out = PlotOutput.out
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    try PlotOutput.check(context)
    let (svg, record) = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      let record = try await analytics.round(try await Lookup.round(reference))
      return (FacePlot.svg(record), record)
    }
    let plotted = record.arrows.filter { $0.position != nil }.count
    try await PlotOutput.write(
      svg, example: "round.svg", context,
      written: FileJSON(file: "", arrows: plotted, round: record.id.description))
  }
}
