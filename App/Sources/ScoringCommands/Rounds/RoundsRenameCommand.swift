import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds rename ID NAME`: renames one round (its own copy of the definition).
struct RoundsRenameCommand: QuiverCommand {
  let name = "rename"
  let summary = "Rename a round (only this round; the catalogue keeps its name)."
  let id = RoundAction.id
  let newName = Argument("NAME", .text("NAME"), "the round's new name (1 to 80 characters)")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let newName = try context.arguments[self.newName]
    let (round, arrows) = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      @Dependency(\.roundCorrections) var corrections
      let id = try await Lookup.round(reference)
      return (try await corrections.rename(id, newName), try await rounds.arrows(id))
    }
    if context.json { return try context.output.json(RoundJSON(round, arrows: arrows)) }
    context.output.line("Renamed: " + RoundTotals.sentence(round, arrows))
  }
}
