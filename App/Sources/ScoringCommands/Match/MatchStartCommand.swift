import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver match start --format F --a NAME … --b NAME …`: starts a stored match between two
/// archers, teams or mixed pairs (store archers by name, guests marked `--guest-a`/`--guest-b`:
/// a name no archer has is refused, never silently a guest) and prints its ID; `match set` then
/// scores it set by set.
struct MatchStartCommand: QuiverCommand {
  let name = "start"
  let summary =
    "Start a match between two archers or teams (store archers by name, guests with --guest-a/--guest-b) and print its ID."
  let format = Option<MatchFormat>("format", .cases("FORMAT"), "the match format").required()
  let a = Option(
    "a", .text("NAME", completion: .data(.archerNames)),
    "a store archer of side A, by name or ID prefix (once per archer: 3 for a team, 2 for a mixed pair)",
    repeatable: true)
  let b = Option(
    "b", .text("NAME", completion: .data(.archerNames)), "a store archer of side B, as --a",
    repeatable: true)
  let guestA = Option(
    "guest-a", .text("NAME"), "a guest of side A by name (after side A's store archers)",
    repeatable: true)
  let guestB = Option(
    "guest-b", .text("NAME"), "a guest of side B by name, as --guest-a", repeatable: true)
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let format = try arguments[self.format]
    let (namesA, guestsA) = (try arguments[all: a], try arguments[all: guestA])
    let (namesB, guestsB) = (try arguments[all: b], try arguments[all: guestB])
    guard !(namesA + guestsA).isEmpty, !(namesB + guestsB).isEmpty else {
      throw UsageError(
        "a match needs both sides: give --a NAME (or --guest-a NAME) and --b NAME (or --guest-b NAME)"
      )
    }
    let sheet = try await context.withLiveDependencies {
      @Dependency(\.matches) var matches
      let sheet = try MatchSheet(
        sideA: try await MatchLookup.entrants(namesA, guests: guestsA, .a),
        sideB: try await MatchLookup.entrants(namesB, guests: guestsB, .b),
        match: Match(format: format))
      try sheet.checkNamesApart()
      return try await matches.start(sheet)
    }
    if context.json { return try context.output.json(MatchSheetJSON(sheet)) }
    context.output.line(sheet.id.description)
    context.output.line("\(sheet.names(.a)) (A) against \(sheet.names(.b)) (B).")
    context.output.line(MatchText.heading(format))
  }
}
