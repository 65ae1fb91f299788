import CoreInterfaces
import Equipment
import Foundation

struct SetupsAddCommand: QuiverCommand {
  let name = "add"
  let summary = "Add a bow setup: --name, --style, and --add-part ID for each item."
  let options = SetupOptions.all

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    guard context.arguments.value("name") != nil, context.arguments.value("style") != nil else {
      throw UsageError("a setup needs --name and --style")
    }
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let setup = try await SetupOptions.apply(
        context.arguments, to: BowSetup(name: "", bowStyle: .recurve))
      return try await equipment.saveBowSetup(setup)
    }
    if context.arguments.has("json") { return try context.output.json(SetupJSON(saved)) }
    context.output.line(saved.id.description)
  }
}
