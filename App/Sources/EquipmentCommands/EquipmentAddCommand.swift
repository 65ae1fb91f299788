import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// `quiver equipment add KIND --name N [fields…]`.
struct EquipmentAddCommand: QuiverCommand {
  let name = "add"
  let summary =
    "Add an item of KIND with --name and its kind's fields, e.g. limbs --draw-weight-lb 38."
  let kind = Argument("KIND", .kind, "the kind of item")
  let fields = ItemOptions.fieldsToAdd
  let retired = ItemOptions.retired
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let kind = try context.arguments[self.kind]
    let values = try ItemOptions.values(context.arguments, for: kind)
    var (item, problems) = EquipmentForm.item(
      from: values, base: EquipmentItem(kind: kind, name: ""))
    if let retired = try context.arguments[ItemOptions.retired] { item.retired = retired }
    // A field the options set out of its range or type: the command line itself is wrong.
    guard problems.isEmpty else { throw UsageError(FieldProblems(problems: problems).description) }
    let saved = try await context.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      return try await equipment.save(item)
    }
    if context.json { return try context.output.json(ItemJSON(saved)) }
    context.output.line(saved.id.description)
  }
}
