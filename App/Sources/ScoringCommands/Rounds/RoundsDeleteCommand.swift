import CommandKit
import CoreInterfaces
import Foundation
import Scoring

/// `quiver rounds delete ID [--yes]`: deletes a round with its arrows, after asking.
struct RoundsDeleteCommand: QuiverCommand {
  let name = "delete"
  let summary =
    "Delete a round with its arrows (asks first, or --yes; an export made before keeps them)."
  let id = RoundAction.id
  let yes = Flag("yes", "delete without asking")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let confirmed = context.arguments[self.yes]
    let (round, arrows) = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      @Dependency(\.roundCorrections) var corrections
      let id = try await Lookup.round(reference)
      let (round, arrows) = (try await rounds.round(id), try await rounds.arrows(id))
      if !confirmed {
        // The question goes to standard output (errors alone go to standard error); --json
        // output is never mixed with it, so --json needs --yes.
        guard !context.json else { throw RoundDeletionDeclined() }
        context.output.write(
          "Delete \(RoundTotals.sentence(round, arrows)), started "
            + "\(RoundsListCommand.date(round.startedAt))? Its arrows go too. [y/N] ")
        let answer = context.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else { throw RoundDeletionDeclined() }
      }
      try await corrections.delete(id)
      return (round, arrows)
    }
    if context.json { return try context.output.json(RoundJSON(round, arrows: arrows)) }
    context.output.line("Deleted " + RoundTotals.sentence(round, arrows) + ".")
  }
}

/// `rounds delete` not confirmed: nothing is deleted without a yes.
struct RoundDeletionDeclined: Error, CustomStringConvertible {
  var description: String {
    "Nothing was deleted: answer y, or add --yes. An export ('quiver export') keeps a copy first."
  }
}
