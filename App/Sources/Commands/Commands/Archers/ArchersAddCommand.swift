import CoreInterfaces

/// `quiver archers add NAME [--style STYLE]`.
struct ArchersAddCommand: QuiverCommand {
  static let archerName = Argument("NAME", .text("NAME"), "what to call them")
  static let style = Option<BowStyle>("style", .cases("STYLE"), "the bow style they shoot")
    .defaulting(to: .recurve, shown: "recurve")

  let name = "add"
  let summary = "Add an archer (the first one added is the active one)."
  let arguments = [Self.archerName.spec]
  let options = [Self.style.spec, Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    let name = try context.arguments[Self.archerName]
    let style = try context.arguments[Self.style]
    let (added, active) = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      let added = try await archers.add(try Archer(name: name, bowStyle: style))
      return (added, try await archers.active())
    }
    let isActive = active?.id == added.id
    if context.json { return try context.output.json(ArcherJSON(added, active: isActive)) }
    context.output.line("Added \(added.name)\(isActive ? " (active)" : "").")
  }
}
