import Analytics
import CoreInterfaces
import Foundation
import Presentation

/// `quiver stats [--round ID] [--json]`: the figures of one round, or of every round.
struct StatsCommand: QuiverCommand {
  static let round = Option("round", .id(.round), "one round")

  let name = "stats"
  let summary =
    "Statistics of one round (--round ID) or of every round: totals, averages, ends, groups, trend."
  let options = [Self.round.spec, Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    let output = context.output
    let json = context.json
    let reference = try context.arguments[Self.round]
    try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      if let reference {
        let record = try await analytics.round(try await Lookup.round(reference))
        let stats = RoundStatistics(record)
        if json { return try output.json(StatsJSON.Round(record, stats)) }
        for line in StatsText.round(record, stats) { output.line(line) }
        return
      }
      let records = try await analytics.rounds()
      for line in try await UnreadRounds.lines(besides: records) {
        output.error("Not counted: \(line).")
      }
      let stats = StatisticsAcrossRounds(records)
      if json { return try output.json(StatsJSON.All(stats)) }
      for line in StatsText.all(stats) { output.line(line) }
    }
  }
}
