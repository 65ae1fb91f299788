import Analytics
import CoreInterfaces

/// `quiver plot trend [--out FILE]`.
struct PlotTrendCommand: QuiverCommand {
  let name = "trend"
  let summary = "Scores (% of the maximum) and handicaps of every round over time."
  let options = [PlotOutput.out.spec]

  func run(_ context: CommandContext) async throws {
    let svg = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      let summaries = try await analytics.summaries(HistoryFilter())
      return TrendChart.svg(StatisticsAcrossRounds(summaries: summaries).trend)
    }
    try await PlotOutput.write(svg, example: "trend.svg", context)
  }
}
