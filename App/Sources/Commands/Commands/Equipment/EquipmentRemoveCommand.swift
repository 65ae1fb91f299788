import CoreInterfaces
import Equipment
import Foundation
import Store

struct EquipmentRemoveCommand: QuiverCommand {
  let name = "remove"
  let summary = "Remove an item (refused while a setup uses it; retire it instead to keep history)."
  let arguments = "ID"

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let name = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let item = try await resolveItem(reference)
      try await equipment.delete(item.id)
      return item.name
    }
    context.output.line("Removed \(name).")
  }
}
