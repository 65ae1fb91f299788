import Analytics
import CoreInterfaces
import Foundation
import Presentation

/// `quiver stats [--round ID] [--json]`: the figures of one round, or of every round.
struct StatsCommand: QuiverCommand {
  let name = "stats"
  let summary =
    "Statistics of one round (--round ID) or of every round: totals, averages, ends, groups, trend."
  let options: [OptionSpec] = [
    .value("round", "ID", "one round (a unique prefix of its ID will do)"),
    .flag("json", "print JSON"),
  ]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let output = context.output
    let json = context.arguments.has("json")
    try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      if let reference = context.arguments.value("round") {
        let record = try await analytics.round(try await RoundArgument.resolve(reference))
        let stats = RoundStatistics(record)
        if json { return try output.json(StatsJSON.Round(record, stats)) }
        for line in StatsText.round(record, stats) { output.line(line) }
        return
      }
      let stats = StatisticsAcrossRounds(try await analytics.rounds())
      if json { return try output.json(StatsJSON.All(stats)) }
      for line in StatsText.all(stats) { output.line(line) }
    }
  }
}
