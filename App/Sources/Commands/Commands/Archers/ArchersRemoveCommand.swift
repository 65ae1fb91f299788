import CommandKit
import CoreInterfaces

/// `quiver archers remove ARCHER --yes`.
struct ArchersRemoveCommand: QuiverCommand {
  let name = "remove"
  let summary = "Remove an archer with their rounds and gear (needs --yes; not the active one)."
  let archer = ArcherArgument.archer
  let yes = Flag("yes", "confirm that their rounds and gear go too")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let text = try context.arguments[ArcherArgument.archer]
    let confirmed = context.arguments[self.yes]
    let archer = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      let archer = try ArcherArgument.find(text, in: try await archers.list())
      if try await archers.active()?.id == archer.id {
        throw ArcherError.removingActive(archer.name)
      }
      guard confirmed else { throw ArcherRemovalNeedsYes(name: archer.name) }
      try await archers.remove(archer.id)
      return archer
    }
    if context.json { return try context.output.json(ArcherJSON(archer, active: false)) }
    context.output.line("Removed \(archer.name), with their rounds and gear.")
  }
}
