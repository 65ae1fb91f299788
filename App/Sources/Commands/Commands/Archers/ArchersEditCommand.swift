import CommandKit
import CoreInterfaces

/// `quiver archers edit ARCHER [--style STYLE] [--gender open|female] [--age AGE]`: changes
/// what is given and keeps the rest.
struct ArchersEditCommand: QuiverCommand {
  let name = "edit"
  let summary = "Change an archer's bow style or classification category (gender, age group)."
  let archer = ArcherArgument.archer
  let style = Option<BowStyle>("style", .cases("STYLE"), "the bow style they shoot")
  let gender = ArcherCategoryOptions.gender
  let age = ArcherCategoryOptions.age
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let text = try context.arguments[ArcherArgument.archer]
    let style = try context.arguments[self.style]
    let gender = try context.arguments[ArcherCategoryOptions.gender]
    let age = try context.arguments[ArcherCategoryOptions.age]
    guard style != nil || gender != nil || age != nil else {
      throw UsageError("give at least one of --style, --gender or --age")
    }
    let (updated, active) = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      let archer = try ArcherArgument.find(text, in: try await archers.list())
      let change = ArcherChange(bowStyle: style, gender: gender, ageGroup: age)
      return (try await archers.update(archer.id, change), try await archers.active())
    }
    if context.json {
      return try context.output.json(ArcherJSON(updated, active: updated.id == active?.id))
    }
    context.output.line("\(updated.name): \(updated.category).")
  }
}
