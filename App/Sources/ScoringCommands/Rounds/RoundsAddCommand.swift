import CommandKit
import CoreInterfaces
import Foundation
import Scoring

/// `quiver rounds add CODENAME --date YYYY-MM-DD (--ends "X 10 9/…" | --score N)`: a round shot
/// on paper, with every arrow or by its total alone.
struct RoundsAddCommand: QuiverCommand {
  let name = "add"
  let summary =
    "Enter a round shot on paper: CODENAME, --date YYYY-MM-DD and --ends with every arrow or --score with its total; prints its score card."
  let codename = Argument(
    "CODENAME", .text("CODENAME", completion: .data(.roundCodenames)),
    "a standard round ('quiver rounds catalog') or one of your custom rounds")
  let day = Option("date", .text("YYYY-MM-DD"), "the day it was shot").required()
  let ends = Option(
    "ends", .text("ENDS"), "every arrow: ends split by '/', arrows by spaces (\"X 10 9/9 9 8\")")
  let score = Option(
    "score", .integer(in: Bounded.score),
    "the total alone, when the arrows were not kept (a total the round can score)")
  let json = Flag.json
  var requirements: [OptionRule] { [.exactlyOne(of: ends, score)] }

  func run(_ context: CommandContext) async throws {
    let codename = try context.arguments[self.codename]
    let dayText = try context.arguments[day]
    let endsText = try context.arguments[self.ends]
    let total = try context.arguments[self.score]
    // A day that is not one is the command line's mistake (64), as --since's is.
    let shotOn: Date
    do { shotOn = try PaperRound.day(dayText, now: Date()) } catch {
      throw UsageError(String((error.errorDescription ?? "").dropLast()))
    }
    let json = context.json
    let round = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      @Dependency(\.archers) var archers
      @Dependency(\.roundCorrections) var corrections
      let definition = try await rounds.definition(named: codename)
      let style = try await archers.active()?.bowStyle
      let paper =
        if let endsText {
          try PaperRound(
            definition: definition, shotOn: shotOn, bowStyle: style,
            ends: PaperRound.ends(from: endsText))
        } else {
          try PaperRound(
            definition: definition, shotOn: shotOn, bowStyle: style, total: total ?? 0)
        }
      let added = try await corrections.addShot(paper)
      return (added, paper.arrows, await RoundCard.read(added.id, context))
    }
    if json {
      return try context.output.json(
        ArrowsChangedJSON(
          round: RoundJSON(round.0, arrows: round.1), entered: nil, removed: nil,
          card: round.2.map(RoundResultJSON.init)))
    }
    context.output.line(round.0.id.description)
    context.output.line("Added " + RoundTotals.sentence(round.0, round.1) + ".")
    RoundCard.print(round.2, context)
  }
}
