import CoreInterfaces

/// `quiver archers remove ARCHER --yes`.
struct ArchersRemoveCommand: QuiverCommand {
  static let yes = Flag("yes", "confirm that their rounds and gear go too")

  let name = "remove"
  let summary = "Remove an archer with their rounds and gear (needs --yes; not the active one)."
  let arguments = [ArcherArgument.archer.spec]
  let options = [Self.yes.spec, Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    let text = try context.arguments[ArcherArgument.archer]
    let confirmed = context.arguments[Self.yes]
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
