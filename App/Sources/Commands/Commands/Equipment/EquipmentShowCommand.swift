import CoreInterfaces
import Equipment
import Foundation
import Presentation
import Store

struct EquipmentShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show one item's fields."
  let arguments = "ID"
  let options: [OptionSpec] = [.flag("json", "print JSON")]

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let item = try await context.withLiveDependencies { try await resolveItem(reference) }
    if context.arguments.has("json") { return try context.output.json(ItemJSON(item)) }
    context.output.line(
      "\(item.name) — \(item.kind.rawValue)\(item.retired ? ", retired" : "") — \(item.id)")
    let values = EquipmentForm.values(of: item)
    let rows = EquipmentForm.allFields(for: item.kind).dropFirst().compactMap {
      field -> [String]? in
      guard let value = values[field.key], !value.isEmpty else { return nil }
      return ["  \(field.label)", value]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
