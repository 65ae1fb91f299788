import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Presentation

/// `quiver setups list`.
struct SetupsListCommand: QuiverCommand {
  let name = "list"
  let summary = "List bow setups at their latest versions."
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let listed = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await equipment.fetchBowSetups()
    }
    for damage in listed.damaged { context.output.error(damage.description) }
    let setups = listed.items
    if context.json { return try context.output.json(setups.map(SetupJSON.init)) }
    guard !setups.isEmpty else {
      return context.output.line("No bow setups yet ('quiver setups add').")
    }
    let rows = setups.map {
      [
        String($0.id.description.prefix(8)), $0.name, $0.bowStyle.rawValue, "v\($0.version)",
        counted($0.parts.count, "part"),
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
