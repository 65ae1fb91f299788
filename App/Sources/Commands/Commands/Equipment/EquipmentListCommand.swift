import CoreInterfaces
import Equipment
import Foundation
import Presentation
import Store

struct EquipmentListCommand: QuiverCommand {
  let name = "list"
  let summary = "List items (retired ones with --all), one kind with --kind."
  let options: [OptionSpec] = [
    .value(
      "kind", "KIND",
      "only this kind: " + EquipmentKind.allCases.map(\.rawValue).joined(separator: ", ")),
    .flag("all", "include retired items"),
    .flag("json", "print a JSON array of {id, kind, name, …}"),
  ]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let kind = try context.arguments.value("kind").map { text throws(UsageError) in
      guard let kind = EquipmentKind(parsing: text) else {
        throw UsageError(
          "unknown kind '\(text)'; use one of "
            + EquipmentKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return kind
    }
    let items = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await equipment.fetchAll(kind).filter {
        context.arguments.has("all") || !$0.retired
      }
    }
    if context.arguments.has("json") { return try context.output.json(items.map(ItemJSON.init)) }
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
