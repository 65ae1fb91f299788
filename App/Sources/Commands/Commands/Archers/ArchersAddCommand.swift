import CoreInterfaces

/// `quiver archers add NAME [--style STYLE] [--gender open|female] [--age AGE]`.
struct ArchersAddCommand: QuiverCommand {
  static let archerName = Argument("NAME", .text("NAME"), "what to call them")
  static let style = Option<BowStyle>("style", .cases("STYLE"), "the bow style they shoot")
    .defaulting(to: .recurve, shown: "recurve")
  static let gender = ArcherCategoryOptions.gender.defaulting(to: .open, shown: "open")
  static let age = ArcherCategoryOptions.age.defaulting(to: .adult, shown: "adult")

  let name = "add"
  let summary = "Add an archer (the first one added is the active one)."
  let arguments = [Self.archerName.spec]
  let options = [Self.style.spec, Self.gender.spec, Self.age.spec, Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    let name = try context.arguments[Self.archerName]
    let style = try context.arguments[Self.style]
    let gender = try context.arguments[Self.gender]
    let age = try context.arguments[Self.age]
    let (added, active) = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      let added = try await archers.add(
        try Archer(name: name, bowStyle: style, gender: gender, ageGroup: age))
      return (added, try await archers.active())
    }
    let isActive = active?.id == added.id
    if context.json { return try context.output.json(ArcherJSON(added, active: isActive)) }
    context.output.line("Added \(added.name)\(isActive ? " (active)" : "").")
  }
}
