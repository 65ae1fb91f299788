import CoreInterfaces
import Equipment
import Foundation
import Store

struct EquipmentEditCommand: QuiverCommand {
  let name = "edit"
  let summary = "Change an item's fields (--retired yes retires it)."
  let arguments = "ID"
  var options: [OptionSpec] { ItemOptions.all + [.flag("json", "print the item as JSON")] }

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let item = try await resolveItem(reference)
      var values = EquipmentForm.values(of: item)
      values.merge(try ItemOptions.values(context.arguments, for: item.kind)) { $1 }
      var (edited, problems) = EquipmentForm.item(from: values, base: item)
      if let retired = try ItemOptions.retired(context.arguments) { edited.retired = retired }
      // A field the options set out of its range or type: the command line itself is wrong.
      guard problems.isEmpty else {
        throw UsageError(FieldProblems(problems: problems).description)
      }
      return try await equipment.save(edited)
    }
    if context.arguments.has("json") { return try context.output.json(ItemJSON(saved)) }
    context.output.line("Saved \(saved.name).")
  }
}
