import CommandKit
import CoreInterfaces
import Presentation

/// `quiver match result --format F --a "10 9 9, …" --b "…"`: a calculator over the rulebook's
/// match rules, needing no database. Prints each set's totals and points, the running score and
/// the winner, or that a shoot-off is needed; a set the rules refuse ends it, naming the set.
struct MatchResultCommand: QuiverCommand {
  /// A side's arrows as written: any text, read by `MatchNotation` (so a bad arrow is the
  /// rules' refusal, naming the set, like every other one).
  static let written = ValueType<String>(placeholder: "SETS") { text, _ in text }

  let name = "result"
  let summary =
    "Score a head-to-head match (sets, cumulative, team, mixed): each set's points, the running score and the winner, or that a shoot-off is needed."
  let format = Option<MatchFormat>("format", .cases("FORMAT"), "the match format").required()
  let a = Option(
    "a", written, "side A's arrows: a comma between sets or ends, e.g. \"10 9 9, X 9 8\""
  ).required()
  let b = Option("b", written, "side B's arrows, as --a").required()
  let shootOffA = Option(
    "shoot-off-a", written, "side A's shoot-off: value@mm from the centre per archer, e.g. 10@3.2",
    placeholder: "ARROWS", repeatable: true)
  let shootOffB = Option(
    "shoot-off-b", written, "side B's shoot-off, as --shoot-off-a", placeholder: "ARROWS",
    repeatable: true)
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let match = try Self.match(
      format: arguments[format], a: arguments[a], b: arguments[b],
      shootOffsA: arguments[all: shootOffA], shootOffsB: arguments[all: shootOffB])
    if context.json {
      try context.output.json(MatchResultJSON(match))
    } else {
      for line in MatchText.lines(match) { context.output.line(line) }
    }
  }

  /// The match the sides' texts describe, set by set and then shoot-off by shoot-off; the first
  /// set or shoot-off the rules refuse is the error, naming it. Whether a set is wanted at all is
  /// asked before its arrows are read, so a late set is told the match was decided.
  static func match(
    format: MatchFormat, a: String, b: String, shootOffsA: [String], shootOffsB: [String]
  ) throws(MatchError) -> Match {
    var match = Match(format: format)
    let setsA = MatchNotation.groups(a)
    let setsB = MatchNotation.groups(b)
    for index in 0..<max(setsA.count, setsB.count) {
      try match.checkNextSet()
      let place = format.place(index + 1)
      let arrowsA = index < setsA.count ? try MatchNotation.arrows(setsA[index], at: place, .a) : []
      let arrowsB = index < setsB.count ? try MatchNotation.arrows(setsB[index], at: place, .b) : []
      try match.shoot(a: arrowsA, b: arrowsB)
    }
    for index in 0..<max(shootOffsA.count, shootOffsB.count) {
      try match.checkNextShootOff()
      let place = MatchPlace.shootOff(index + 1)
      let arrowsA =
        index < shootOffsA.count ? try MatchNotation.shootOff(shootOffsA[index], at: place, .a) : []
      let arrowsB =
        index < shootOffsB.count ? try MatchNotation.shootOff(shootOffsB[index], at: place, .b) : []
      try match.shootOff(a: arrowsA, b: arrowsB)
    }
    return match
  }
}
