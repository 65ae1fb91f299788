import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// `quiver equipment edit ID [fields…]`.
struct EquipmentEditCommand: QuiverCommand {
  let name = "edit"
  let summary = "Change an item's fields (--retired yes retires it)."
  let id = Argument("ID", .id(.item), "the item")
  let fields = ItemOptions.fields
  let retired = ItemOptions.retired
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let retired = try context.arguments[ItemOptions.retired]
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let item = try await Lookup.item(reference)
      var values = EquipmentForm.values(of: item)
      values.merge(try ItemOptions.values(context.arguments, for: item.kind)) { $1 }
      var (edited, problems) = EquipmentForm.item(from: values, base: item)
      if let retired { edited.retired = retired }
      // A field the options set out of its range or type: the command line itself is wrong.
      guard problems.isEmpty else {
        throw UsageError(FieldProblems(problems: problems).description)
      }
      return try await equipment.save(edited)
    }
    if context.json { return try context.output.json(ItemJSON(saved)) }
    context.output.line("Saved \(saved.name).")
  }
}
