import CoreInterfaces
import Equipment
import Foundation
import Store

struct EquipmentAddCommand: QuiverCommand {
  let name = "add"
  let summary =
    "Add an item of KIND with --name and its kind's fields, e.g. limbs --draw-weight-lb 38."
  let arguments = "KIND"
  var options: [OptionSpec] { ItemOptions.all + [.flag("json", "print the item as JSON")] }

  func run(_ context: CommandContext) async throws {
    let text = try context.positional(
      0, "KIND (" + EquipmentKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    try context.expectNoMorePositionals(than: 1)
    guard let kind = EquipmentKind(parsing: text) else {
      throw UsageError(
        "unknown kind '\(text)'; use one of "
          + EquipmentKind.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard context.arguments.value("name") != nil else { throw UsageError("missing --name") }
    let values = try ItemOptions.values(context.arguments, for: kind)
    var (item, problems) = EquipmentForm.item(
      from: values, base: EquipmentItem(kind: kind, name: ""))
    if let retired = try ItemOptions.retired(context.arguments) { item.retired = retired }
    // A field the options set out of its range or type: the command line itself is wrong.
    guard problems.isEmpty else { throw UsageError(FieldProblems(problems: problems).description) }
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await equipment.save(item)
    }
    if context.arguments.has("json") { return try context.output.json(ItemJSON(saved)) }
    context.output.line(saved.id.description)
  }
}
