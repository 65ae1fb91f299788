import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver match set [MATCH] --a "10 9 9" --b "9 9 8" [--set N]`: shoots the match's next set
/// (or end), saved in one transaction, and prints it with the set points (or totals) after it.
/// Once the match is decided or a shoot-off is due, or when set N was entered meanwhile by
/// another scorer, the set is refused, naming it, and nothing is saved.
struct MatchSetCommand: QuiverCommand {
  let name = "set"
  let summary =
    "Score the next set (or end) of a match, showing the set points after it; refused once decided."
  let match = MatchLookup.argument
  let a = Option("a", MatchResultCommand.written, "side A's arrows of this set, e.g. \"10 9 X\"")
    .required()
  let b = Option("b", MatchResultCommand.written, "side B's arrows, as --a").required()
  let set = Option(
    "set", .integer(atLeast: 1),
    "the set (or end) these arrows are; refused if another scorer entered it meanwhile")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let sheet = try await context.withLiveDependencies {
      @Dependency(\.matches) var matches
      let sheet = try await MatchLookup.match(try arguments[ifGiven: match])
      // Whether a set is wanted is asked before its arrows are read, as `match result` does;
      // the store asks again, with --set, in the transaction that saves it (two scorers).
      let number = try arguments[set]
      try sheet.match.checkNextSet(number)
      let place = sheet.match.format.place(sheet.match.sets.count + 1)
      return try await matches.shoot(
        sheet.id, try MatchNotation.arrows(Substring(arguments[a]), at: place, .a),
        try MatchNotation.arrows(Substring(arguments[b]), at: place, .b), number)
    }
    if context.json { return try context.output.json(MatchSheetJSON(sheet)) }
    if let line = MatchText.setLine(sheet.match, number: sheet.match.sets.count) {
      context.output.line(line)
    }
    context.output.line(MatchText.standing(sheet.match))
  }
}
