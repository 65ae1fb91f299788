import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// `quiver setups edit ID [options]`: saved as the setup's next version.
struct SetupsEditCommand: QuiverCommand {
  let name = "edit"
  let summary =
    "Change a bow setup; it is saved as its next version, and earlier versions are kept."
  let id = Argument("ID", .id(.setup), "the bow setup")
  let changes = SetupOptions(creating: false)

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await SetupChange.onLatest {
        let setup = try await changes.apply(
          context.arguments, to: try await Lookup.setup(reference))
        return try await equipment.saveBowSetup(setup)
      }
    }
    if context.json { return try context.output.json(SetupJSON(saved)) }
    context.output.line("Saved \(saved.name) as version \(saved.version).")
  }
}
