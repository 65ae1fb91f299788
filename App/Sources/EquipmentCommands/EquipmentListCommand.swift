import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Presentation
import Store

/// `quiver equipment list [--kind KIND] [--all]`.
struct EquipmentListCommand: QuiverCommand {
  let name = "list"
  let summary = "List items (retired ones with --all), one kind with --kind."
  let kind = Option("kind", .kind, "only this kind")
  let all = Flag("all", "include retired items")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let kind = try context.arguments[self.kind]
    let all = context.arguments[self.all]
    let listed = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await equipment.fetchAll(kind)
    }
    for damage in listed.damaged { context.output.error(damage.description) }
    let items = listed.items.filter { all || !$0.retired }
    if context.json { return try context.output.json(items.map(ItemJSON.init)) }
    guard !items.isEmpty else {
      return context.output.line(
        "No equipment yet (\(context.location.description)); 'quiver equipment add' adds some.")
    }
    let rows = items.map { item in
      let row = EquipmentRow(item)
      return [
        String(item.id.description.prefix(8)), item.kind.rawValue,
        row.title + (item.retired ? " (retired)" : ""), row.detail,
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
