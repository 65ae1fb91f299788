import CoreInterfaces
import Equipment
import Foundation

/// `quiver setups add --name N --style S [--add-part ID…]`.
struct SetupsAddCommand: QuiverCommand {
  let name = "add"
  let summary = "Add a bow setup: --name, --style, and --add-part ID for each item."
  let options = SetupOptions.all

  func run(_ context: CommandContext) async throws {
    guard try context.arguments[SetupOptions.setupName] != nil,
      try context.arguments[SetupOptions.style] != nil
    else { throw UsageError("a bow setup needs --name and --style") }
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let setup = try await SetupOptions.apply(
        context.arguments, to: BowSetup(name: "", bowStyle: .recurve))
      return try await equipment.saveBowSetup(setup)
    }
    if context.json { return try context.output.json(SetupJSON(saved)) }
    context.output.line(saved.id.description)
  }
}
