import CoreInterfaces
import Equipment
import Foundation

struct SetupsEditCommand: QuiverCommand {
  let name = "edit"
  let summary = "Change a setup; it is saved as its next version, and earlier versions are kept."
  let arguments = "ID"
  let options = SetupOptions.all

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let setup = try await SetupOptions.apply(
        context.arguments, to: try await resolveSetup(reference))
      return try await equipment.saveBowSetup(setup)
    }
    if context.arguments.has("json") { return try context.output.json(SetupJSON(saved)) }
    context.output.line("Saved \(saved.name) as version \(saved.version).")
  }
}
