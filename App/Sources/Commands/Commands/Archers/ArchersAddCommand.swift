import CommandKit
import CoreInterfaces

/// `quiver archers add NAME [--style STYLE] [--gender open|female] [--age AGE]`.
struct ArchersAddCommand: QuiverCommand {
  let name = "add"
  let summary = "Add an archer (the first one added is the active one)."
  let archerName = Argument("NAME", .text("NAME"), "what to call them")
  let style = Option<BowStyle>("style", .cases("STYLE"), "the bow style they shoot")
    .defaulting(to: .recurve, shown: "recurve")
  let gender = ArcherCategoryOptions.gender.defaulting(to: .open, shown: "open")
  let age = ArcherCategoryOptions.age.defaulting(to: .adult, shown: "adult")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let name = try context.arguments[self.archerName]
    let style = try context.arguments[self.style]
    let gender = try context.arguments[self.gender]
    let age = try context.arguments[self.age]
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
