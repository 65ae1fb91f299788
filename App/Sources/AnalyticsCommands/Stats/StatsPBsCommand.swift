import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Presentation

/// `quiver stats pbs`: the personal best of each kind of round shot, with its date.
struct StatsPBsCommand: QuiverCommand {
  /// One personal best as `--json` prints it.
  struct Best: Encodable {
    let codename: String
    let name: String
    let score: Int
    let date: Date
    let id: String
    let handicap: Int?
  }

  /// What `--json` prints: an object, so fields can be added beside the list.
  struct Report: Encodable {
    let personalBests: [Best]
  }

  let name = "pbs"
  let summary = "Personal bests: the best complete score on each kind of round, with its date."
  let history = HistoryOptions()
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let output = context.output
    let (bests, filter) = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      let filter = try await history.filter(arguments)
      let counted = try await UnreadRounds.counting(filter, output, arrows: false)
      let bests = try await analytics.personalBests(counted)
      // Only the bests shown are named: the other rounds are in no figure here.
      var shown = counted
      shown.withDamagedArrows = true
      let ids = Set(bests.map(\.id))
      DamagedArrows.say(
        try await analytics.summaries(shown).filter { ids.contains($0.id) }
          .sorted { $0.id.description < $1.id.description }, output)
      return (bests, filter)
    }
    if context.json {
      return try context.output.json(
        Report(
          personalBests: bests.map {
            Best(
              codename: $0.codename, name: $0.name, score: $0.score, date: $0.date,
              id: $0.id.description, handicap: $0.handicap)
          }))
    }
    guard !bests.isEmpty else {
      return context.output.line(HistoryOptions.nothing(filter, empty: "No complete rounds yet."))
    }
    for line in HistoryText.personalBests(bests) { context.output.line(line) }
  }
}
