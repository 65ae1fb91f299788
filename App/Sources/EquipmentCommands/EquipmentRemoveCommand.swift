import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// `quiver equipment remove ID`.
struct EquipmentRemoveCommand: QuiverCommand {
  let name = "remove"
  let summary =
    "Remove an item (refused while a bow setup uses it; retire it instead to keep history)."
  let id = Argument("ID", .id(.item), "the item")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let item = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let item = try await Lookup.item(reference)
      try await equipment.delete(item.id)
      return item
    }
    if context.json { return try context.output.json(ItemJSON(item)) }
    context.output.line("Removed \(item.name).")
  }
}
