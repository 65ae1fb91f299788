import CommandKit
import CoreInterfaces

/// `quiver archers switch ARCHER`.
struct ArchersSwitchCommand: QuiverCommand {
  let name = "switch"
  let summary = "Make ARCHER the active archer: rounds, gear and statistics are theirs."
  let archer = ArcherArgument.archer
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let text = try context.arguments[ArcherArgument.archer]
    let archer = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      let archer = try ArcherArgument.find(text, in: try await archers.list())
      _ = try await archers.switchTo(archer.id)
      return archer
    }
    if context.json { return try context.output.json(ArcherJSON(archer, active: true)) }
    context.output.line("\(archer.name) is now the active archer.")
  }
}
