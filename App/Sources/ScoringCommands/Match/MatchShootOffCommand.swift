import CommandKit
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// `quiver match shoot-off [MATCH] --a "10@3.2" --b "10@4.0"`: shoots the shoot-off a tied
/// match is due (one arrow per archer, value@mm from the centre), saved in one transaction;
/// refused, naming it, when none is due.
struct MatchShootOffCommand: QuiverCommand {
  let name = "shoot-off"
  let summary =
    "Score the shoot-off a tied match is due: value@mm from the centre per archer (e.g. 10@3.2)."
  let match = MatchLookup.argument
  let a = Option(
    "a", MatchResultCommand.written, "side A's shoot-off: value@mm per archer, e.g. 10@3.2",
    placeholder: "ARROWS"
  ).required()
  let b = Option(
    "b", MatchResultCommand.written, "side B's shoot-off, as --a", placeholder: "ARROWS"
  ).required()
  let plotted = Flag(
    "plotted",
    "--a/--b give where each arrow hit, x,y in mm from the centre (e.g. 12,-3), scored on the match's face (122 cm; compound 80 cm 6-ring)"
  )
  let arrowMM = RoundsPlotCommand.arrowMM
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let sheet = try await context.withLiveDependencies {
      @Dependency(\.matches) var matches
      let sheet = try await MatchLookup.match(try arguments[ifGiven: match])
      try sheet.match.checkNextShootOff()
      let place = MatchPlace.shootOff(sheet.match.shootOffs.count + 1)
      guard arguments[plotted] else {
        return try await matches.shootOff(
          sheet.id, try MatchNotation.shootOff(arguments[a], at: place, .a),
          try MatchNotation.shootOff(arguments[b], at: place, .b))
      }
      let shaft = try await Self.shaft(try arguments[arrowMM], context)
      let face = MatchNotation.plottedFace(for: sheet.match.format)  // compound: 80 cm 6-ring
      return try await matches.shootOff(
        sheet.id,
        try MatchNotation.plottedShootOff(
          arguments[a], at: place, .a, on: face, arrowDiameter: shaft),
        try MatchNotation.plottedShootOff(
          arguments[b], at: place, .b, on: face, arrowDiameter: shaft))
    }
    if context.json { return try context.output.json(MatchSheetJSON(sheet)) }
    if let last = sheet.match.shootOffs.last {
      context.output.line(MatchText.shootOffLine(last, number: sheet.match.shootOffs.count))
    }
    context.output.line(MatchText.standing(sheet.match))
  }

  /// The shaft's diameter in metres: `--arrow-mm`, else the arrow-mm setting.
  static func shaft(_ given: Double?, _ context: CommandContext) async throws -> Double {
    if let given { return given / 1_000 }
    @Dependency(\.settings) var settings
    let stored = try await settings.load()
    for note in stored.damageNotes { context.output.error(note) }  // damage is never silent
    return stored.arrowDiameter
  }
}
