import Analytics
import CommandKit
import CoreInterfaces
import Presentation

/// `quiver stats seasons`: per month and per year, arrows, rounds, average handicap and best
/// classification.
struct StatsSeasonsCommand: QuiverCommand {
  /// One month or year as `--json` prints it.
  struct Period: Encodable {
    let period: String
    let arrows: Int
    let rounds: Int
    let averageHandicap: Double?
    let bestClassification: String?

    init(_ season: Season) {
      period = season.period
      arrows = season.arrows
      rounds = season.rounds
      averageHandicap = season.averageHandicap.map { ($0 * 10).rounded() / 10 }
      bestClassification = season.bestClassification?.code
    }
  }

  /// What `--json` prints.
  struct Report: Encodable {
    let months: [Period]
    let years: [Period]
    /// The rounds the filters pick that hold no arrow, so no season counts them (left out
    /// when there is none).
    let roundsWithoutArrows: Int?
  }

  let name = "seasons"
  let summary =
    "Per month and per year: arrows shot, rounds, average handicap and best classification."
  let history = HistoryOptions()
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let output = context.output
    let (months, years, filter, unshot) = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      let filter = try await history.filter(arguments)
      let counted = try await UnreadRounds.counting(filter, output)
      let (months, years) = try await analytics.seasons(counted)
      // A season counts the rounds with arrows; rounds started but not shot yet are told apart:
      // every round the filters pick (one sum of the summaries) less those the years count.
      let picked = try await analytics.statistics(counted, 0).rounds
      let unshot = max(0, picked - years.reduce(0) { $0 + $1.rounds })
      return (months, years, filter, unshot)
    }
    if context.json {
      return try context.output.json(
        Report(
          months: months.map(Period.init), years: years.map(Period.init),
          roundsWithoutArrows: unshot > 0 ? unshot : nil))
    }
    guard !years.isEmpty else {
      return context.output.line(
        unshot >= 1
          ? "No arrows shot yet in \(unshot == 1 ? "the 1 round" : "the \(unshot) rounds") \(filter == HistoryFilter() ? "stored" : "these filters pick"); a season counts rounds with arrows."
          : HistoryOptions.nothing(filter, empty: "No rounds yet."))
    }
    for line in HistoryText.seasons(months + years) { context.output.line(line) }
    if unshot > 0 {
      context.output.line(
        "\(unshot == 1 ? "1 round has" : "\(unshot) rounds have") no arrows yet, so no season counts \(unshot == 1 ? "it" : "them")."
      )
    }
  }
}
