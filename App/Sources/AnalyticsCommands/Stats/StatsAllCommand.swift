import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Presentation

/// `quiver stats [all] [--round ID|CODENAME] [--since D] [--until D] [--setup S] [--archer A]
/// [--json]`: the figures of one round (its arrows), or across the rounds the filters pick (their
/// stored summaries).
struct StatsAllCommand: QuiverCommand {
  let name = "all"
  let summary =
    "Statistics of one round (--round ID) or across rounds: totals, averages, best scores, trend."
  /// The history filters, whose `--round` may also name one round by its ID.
  let history = HistoryOptions(round: HistoryOptions.idOrCodename)
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let output = context.output
    let json = context.json
    let reference = try context.arguments[history.round]
    let codename = reference.flatMap { Self.isCodename($0) ? $0 : nil }
    let arguments = context.arguments
    try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      if let one = try await history.oneRound(arguments) {
        let record = try await analytics.round(one)
        let stats = RoundStatistics(record)
        let card = await RoundCard.read(record.id, context)
        if json { return try output.json(StatsJSON.Round(record, stats, card: card)) }
        // A round entered by its total has no arrows to analyse: its card says all there is.
        if record.arrows.isEmpty, let total = record.recordedTotal {
          output.line(
            "\(record.name) (\(record.progress.phase.displayName)) — \(record.id): \(total), entered as a total"
          )
        } else {
          for line in StatsText.round(record, stats) { output.line(line) }
        }
        return RoundCard.print(card, context)
      }
      let picked = try await history.filter(arguments, codename: codename)
      let filter = try await UnreadRounds.counting(picked, output)
      // The text shows the trend's last rounds; the JSON every one.
      let stats = try await analytics.statistics(filter, json ? nil : StatsText.trendShown)
      if json { return try output.json(StatsJSON.All(stats)) }
      guard stats.rounds > 0 else {
        return output.line(HistoryOptions.nothing(filter, empty: "No rounds yet."))
      }
      for line in StatsText.all(stats) { output.line(line) }
    }
  }

  /// Whether `text` names a kind of round (a catalogue codename, `practice`, a custom round's
  /// `custom_…`) rather than one round's ID.
  static func isCodename(_ text: String) -> Bool {
    RoundCatalogue.round(text) != nil || text == "practice" || text.hasPrefix("custom_")
  }
}
