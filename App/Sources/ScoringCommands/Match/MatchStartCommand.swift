import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver match start --format F --a NAME … --b NAME …`: starts a stored match between two
/// archers, teams or mixed pairs (store archers by name, anyone else as a guest) and prints its
/// ID; `match set` then scores it set by set.
struct MatchStartCommand: QuiverCommand {
  let name = "start"
  let summary =
    "Start a match between two archers or teams (store archers by name, or guests) and print its ID."
  let format = Option<MatchFormat>("format", .cases("FORMAT"), "the match format").required()
  let a = Option(
    "a", .text("NAME"), "an archer of side A (once per archer: 3 for a team, 2 for a mixed pair)",
    repeatable: true
  ).required()
  let b = Option("b", .text("NAME"), "an archer of side B, as --a", repeatable: true).required()
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let format = try arguments[self.format]
    let sheet = try await context.withLiveDependencies {
      @Dependency(\.matches) var matches
      let sheet = try MatchSheet(
        sideA: try await MatchLookup.entrants(arguments[all: a]),
        sideB: try await MatchLookup.entrants(arguments[all: b]), match: Match(format: format))
      return try await matches.start(sheet)
    }
    if context.json { return try context.output.json(MatchSheetJSON(sheet)) }
    context.output.line(sheet.id.description)
    context.output.line("\(sheet.names(.a)) (A) against \(sheet.names(.b)) (B).")
    context.output.line(MatchText.heading(format))
  }
}
