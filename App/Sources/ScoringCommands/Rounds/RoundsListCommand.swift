import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// `quiver rounds list [--limit N | --all]`: the rounds in the database, newest first, a page at
/// a time: the newest ``defaultLimit`` for a person, every round for `--all` and for `--json`
/// without `--limit` (scripts read the whole array, as before paging).
struct RoundsListCommand: QuiverCommand {
  let name = "list"
  let summary = "List your rounds, newest first, with their progress and score."
  let limit = Option(
    "limit", .integer(atLeast: 1),
    "show the newest N rounds; default \(Self.defaultLimit), every round with --json")
  let all = Flag("all", "show every round")
  let json = Flag.json

  /// How many rounds a person sees without `--limit`: a screenful.
  static let defaultLimit = 20

  func run(_ context: CommandContext) async throws {
    let given = try context.arguments[limit]
    if given != nil, context.arguments[all] {
      throw UsageError("--limit and --all pick how many rounds to list; give one of them")
    }
    let wanted = context.arguments[all] ? nil : given ?? (context.json ? nil : Self.defaultLimit)
    let (page, damaged, summaries) = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      @Dependency(\.analytics) var analytics
      return (
        try await rounds.listPage(RoundPage(limit: wanted)), try await rounds.damagedRows(),
        try await analytics.summaries(HistoryFilter(withDamagedArrows: true))
      )
    }
    for damage in damaged { context.output.error(damage.description) }
    DamagedArrows.say(summaries, context.output)
    let rounds = page.listed.items
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
    if page.remaining > 0 {
      let more = page.remaining
      context.output.line(
        "\(more) older round\(more == 1 ? "" : "s") not shown; 'quiver rounds list --limit \(rounds.count + more)' or '--all' lists \(more == 1 ? "it" : "them")."
      )
    }
  }

  static func date(_ date: Date) -> String {
    let format = Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
      .dateSeparator(.dash).time(includingFractionalSeconds: false).timeSeparator(.colon)
    return date.formatted(format).replacingOccurrences(of: "T", with: " ")
  }
}
