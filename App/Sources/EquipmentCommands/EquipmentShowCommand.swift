import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Presentation

/// `quiver equipment show ID`: one item's fields, each number with its unit.
struct EquipmentShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show one item's fields."
  let id = Argument("ID", .id(.item), "the item")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let item = try await context.withLiveDependencies { try await Lookup.item(reference) }
    if context.json { return try context.output.json(ItemJSON(item)) }
    context.output.line(
      "\(item.name) — \(item.kind.rawValue)\(item.retired ? ", retired" : "") — \(item.id)")
    let values = EquipmentForm.values(of: item)
    let rows = EquipmentForm.allFields(for: item.kind).dropFirst().compactMap {
      field -> [String]? in
      guard let value = values[field.key], !value.isEmpty else { return nil }
      return [
        "  \(field.label)",
        FieldUnit.unit(of: field.key, value: value).map { "\(value) \($0)" } ?? value,
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
