import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// `quiver setups add --name N --style S [--add-part ID…]`.
struct SetupsAddCommand: QuiverCommand {
  let name = "add"
  let summary = "Add a bow setup: --name, --style, and --add-part ID for each item."
  let changes = SetupOptions(creating: true)

  func run(_ context: CommandContext) async throws {
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let setup = try await changes.apply(
        context.arguments, to: BowSetup(name: "", bowStyle: .recurve))
      return try await equipment.saveBowSetup(setup)
    }
    if context.json { return try context.output.json(SetupJSON(saved)) }
    context.output.line(saved.id.description)
  }
}
