import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver match list`: every match, newest first, one line each.
struct MatchListCommand: QuiverCommand {
  let name = "list"
  let summary = "List the matches, newest first: who shot them and where each stands."
  let json = Flag.json

  /// `--json`: the matches, and a line for each stored match that could not be read.
  struct Listing: Encodable {
    let matches: [MatchSheetJSON]
    let damaged: [String]
  }

  func run(_ context: CommandContext) async throws {
    let listed = try await context.withLiveDependencies {
      @Dependency(\.matches) var matches
      return try await matches.list()
    }
    if context.json {
      return try context.output.json(
        Listing(
          matches: listed.items.map(MatchSheetJSON.init),
          damaged: listed.damaged.map(\.description)))
    }
    if listed.items.isEmpty && listed.damaged.isEmpty {
      context.output.line("No matches yet; 'quiver match start' starts one.")
    }
    for sheet in listed.items { context.output.line(MatchSheetText.summary(sheet)) }
    for damage in listed.damaged { context.output.line(damage.description) }
  }
}
