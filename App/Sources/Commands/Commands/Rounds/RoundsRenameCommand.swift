import CoreInterfaces
import Scoring

/// `quiver rounds rename ID NAME`: renames one round (its own copy of the definition).
struct RoundsRenameCommand: QuiverCommand {
  static let newName = Argument("NAME", .text("NAME"), "the round's new name (1 to 80 characters)")

  let name = "rename"
  let summary = "Rename a round (only this round; the catalogue keeps its name)."
  let arguments = [RoundAction.id.spec, Self.newName.spec]
  let options = [Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let newName = try context.arguments[Self.newName]
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
