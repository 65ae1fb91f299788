import CoreInterfaces
import Foundation
import Scoring

/// `quiver rounds add CODENAME --date YYYY-MM-DD --ends "X 10 9/…"`: a round shot on paper.
struct RoundsAddCommand: QuiverCommand {
  static let day = Option("date", .text("YYYY-MM-DD"), "the day it was shot")
  static let ends = Option(
    "ends", .text("ENDS"), "every arrow: ends split by '/', arrows by spaces (\"X 10 9/9 9 8\")")

  let name = "add"
  let summary =
    "Enter a round shot on paper: CODENAME, --date YYYY-MM-DD and --ends with every arrow; prints its totals and score card."
  let arguments = [RoundsStartCommand.codename.spec]
  let options = [Self.day.spec, Self.ends.spec, Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    let codename = try context.arguments[RoundsStartCommand.codename]
    guard let dayText = try context.arguments[Self.day] else { throw UsageError("missing --date") }
    guard let endsText = try context.arguments[Self.ends] else {
      throw UsageError("missing --ends (every arrow, e.g. \"X 10 9/9 9 8\")")
    }
    let shotOn = try PaperRound.day(dayText, now: Date())
    let json = context.json
    let round = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      @Dependency(\.archers) var archers
      @Dependency(\.roundCorrections) var corrections
      let paper = try PaperRound(
        definition: try await rounds.definition(named: codename), shotOn: shotOn,
        bowStyle: try await archers.active()?.bowStyle, ends: PaperRound.ends(from: endsText))
      let added = try await corrections.addShot(paper)
      return (added, paper.arrows, json ? nil : await RoundCard.read(added.id, context))
    }
    if json { return try context.output.json(RoundJSON(round.0, arrows: round.1)) }
    context.output.line(round.0.id.description)
    context.output.line("Added " + RoundTotals.sentence(round.0, round.1) + ".")
    RoundCard.print(round.2, context)
  }
}
