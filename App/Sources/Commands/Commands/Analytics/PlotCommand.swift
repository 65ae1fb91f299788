import Analytics
import CoreInterfaces
import Foundation

/// `quiver plot round ID | trend [--out F.svg]`: SVG pictures.
struct PlotCommand: QuiverCommand {
  let name = "plot"
  let summary =
    "Draw SVGs: a round's face with its arrows ('plot round ID'), or scores and handicaps over time ('plot trend')."
  let subcommands: [any QuiverCommand] = [PlotRoundCommand(), PlotTrendCommand()]
}

struct PlotRoundCommand: QuiverCommand {
  let name = "round"
  let summary =
    "A round's face with its plotted arrows, the group centre and a 1-SD spread ellipse."
  let arguments = "ID"
  let options: [OptionSpec] = [
    .value("out", "FILE", "write the SVG to FILE instead of standard output")
  ]

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let svg = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      return FacePlot.svg(try await analytics.round(try await RoundArgument.resolve(reference)))
    }
    try await PlotOutput.write(svg, example: "round.svg", context)
  }
}

struct PlotTrendCommand: QuiverCommand {
  let name = "trend"
  let summary = "Scores (% of the maximum) and handicaps of every round over time."
  let options: [OptionSpec] = [
    .value("out", "FILE", "write the SVG to FILE instead of standard output")
  ]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let svg = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      return TrendChart.svg(StatisticsAcrossRounds(try await analytics.rounds()).trend)
    }
    try await PlotOutput.write(svg, example: "trend.svg", context)
  }
}

/// Where a plot goes: standard output, or `--out FILE` written whole (``AtomicFile``).
enum PlotOutput {
  static func write(_ svg: String, example: String, _ context: CommandContext) async throws {
    guard let out = context.arguments.value("out") else { return context.output.write(svg) }
    try await AtomicFile.write(to: out, example: example) { try $0.write(svg) }
    context.output.line("Wrote \(out).")
  }
}
