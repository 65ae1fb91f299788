import Analytics
import CommandKit
import CoreInterfaces

/// `quiver plot trend [--out FILE]`.
struct PlotTrendCommand: QuiverCommand {
  let name = "trend"
  let summary = "Scores (% of the maximum) and handicaps of every round over time."
  let out = PlotOutput.out
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    try PlotOutput.check(context)
    let (svg, rounds) = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      let summaries = try await analytics.summaries(HistoryFilter())
      let trend = StatisticsAcrossRounds(summaries: summaries).trend
      return (TrendChart.svg(trend), trend.count)
    }
    try await PlotOutput.write(
      svg, example: "trend.svg", context, written: FileJSON(file: "", rounds: rounds))
  }
}
