import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// `quiver rounds list`: the rounds in the database, newest first.
struct RoundsListCommand: QuiverCommand {
  let name = "list"
  let summary = "List your rounds, newest first, with their progress and score."
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let (listed, summaries) = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      @Dependency(\.analytics) var analytics
      return (try await rounds.list(), try await analytics.summaries(HistoryFilter()))
    }
    for damage in listed.damaged { context.output.error(damage.description) }
    DamagedArrows.say(summaries, context.output)
    let rounds = listed.items
    if context.json { return try context.output.json(rounds.map(RoundJSON.init)) }
    guard !rounds.isEmpty else {
      context.output.line("No rounds yet. 'quiver rounds catalog' lists what you can shoot;")
      context.output.line("'quiver rounds start CODENAME' starts one.")
      return
    }
    let rows = rounds.map { round in
      [
        String(round.id.description.prefix(8)), round.name, round.progress.phase.displayName,
        round.totalArrows.map { "\(round.arrows)/\($0) arrows" } ?? counted(round.arrows, "arrow"),
        "\(round.score)", Self.date(round.startedAt),
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }

  static func date(_ date: Date) -> String {
    let format = Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
      .dateSeparator(.dash).time(includingFractionalSeconds: false).timeSeparator(.colon)
    return date.formatted(format).replacingOccurrences(of: "T", with: " ")
  }
}
