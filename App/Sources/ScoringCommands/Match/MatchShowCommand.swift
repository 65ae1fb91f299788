import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver match show [MATCH]`: who shoots it, every set and shoot-off with the running score,
/// and where it stands.
struct MatchShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show a match set by set with the running score, and where it stands."
  let match = MatchLookup.argument
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let text = try context.arguments[ifGiven: match]
    let sheet = try await context.withLiveDependencies { try await MatchLookup.match(text) }
    if context.json { return try context.output.json(MatchSheetJSON(sheet)) }
    for line in MatchSheetText.lines(sheet) { context.output.line(line) }
  }
}
