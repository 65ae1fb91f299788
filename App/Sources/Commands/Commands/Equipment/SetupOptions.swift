import CoreInterfaces
import Equipment
import Foundation

/// Options that change a setup, shared by `add` and `edit`.
enum SetupOptions {
  static let all: [OptionSpec] = [
    .value("name", "NAME", "what you call it"),
    .value("style", "STYLE", BowStyle.allCases.map(\.rawValue).joined(separator: ", ")),
    .value("draw-weight-lb", "W", "draw weight on the fingers, in pounds"),
    .value("add-part", "ID", "put an item on the setup (repeat for several)"),
    .value("remove-part", "ID", "take an item off the setup (repeat for several)"),
    .flag("json", "print the setup as JSON"),
  ]

  /// `setup` changed as the options say.
  static func apply(_ arguments: ParsedArguments, to setup: BowSetup) async throws -> BowSetup {
    var setup = setup
    if let name = arguments.value("name") { setup.name = name }
    if let text = arguments.value("style") {
      guard let style = BowStyle(rawValue: text.lowercased()) else {
        throw UsageError(
          "unknown style '\(text)'; use one of "
            + BowStyle.allCases.map(\.rawValue).joined(separator: ", "))
      }
      setup.bowStyle = style
    }
    if let text = arguments.value("draw-weight-lb") {
      guard let weight = NumberText.decimal(text) else {
        throw UsageError("--draw-weight-lb takes a number of pounds")
      }
      setup.drawWeight = try Pounds(weight, for: "draw weight")
    }
    for reference in arguments.values["remove-part"] ?? [] {
      let item = try await resolveItem(reference)
      setup.parts.removeAll { $0.item == item.id }
    }
    var added: Set<EquipmentKind> = []
    for reference in arguments.values["add-part"] ?? [] {
      let item = try await resolveItem(reference)
      if !EquipmentKind.severalAllowed.contains(item.kind) {
        // One command naming two risers is a mistake, not a replacement: say so, save nothing.
        guard added.insert(item.kind).inserted else { throw EquipmentError.onePartOnly(item.kind) }
        setup.parts.removeAll { $0.kind == item.kind }
      }
      if !setup.parts.contains(where: { $0.item == item.id }) {
        setup.parts.append(.init(kind: item.kind, item: item.id))
      }
    }
    return setup
  }
}
