import CommandKit
import CoreInterfaces
import Presentation
import Scoring

/// `quiver rounds custom list`.
struct CustomRoundsListCommand: QuiverCommand {
  let name = "list"
  let summary = "List your custom rounds."
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let listed = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      return try await rounds.customRounds()
    }
    for damage in listed.damaged { context.output.error(damage.description) }
    let custom = listed.items
    if context.json { return try context.output.json(custom.map(RoundDefinitionJSON.init)) }
    if custom.isEmpty {
      return context.output.line("No custom rounds yet ('quiver rounds custom add').")
    }
    let rows = custom.map { round in
      [round.id, round.name, round.passes.map(PassText.spec).joined(separator: " ")]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
