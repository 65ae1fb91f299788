import CoreInterfaces
import Equipment
import Foundation

/// Options that change a bow setup, shared by `add` and `edit`.
enum SetupOptions {
  static let setupName = Option("name", .text("NAME"), "what you call it")
  static let style = Option<BowStyle>("style", .cases("STYLE"), "the bow style")
  static let drawWeight = Option(
    "draw-weight-lb", .number(in: PoundUnit.range, unit: PoundUnit.symbol, placeholder: "LB"),
    "draw weight on the fingers")
  static let addPart = Option(
    "add-part", .id(.item), "put an item on the bow setup", repeatable: true)
  static let removePart = Option(
    "remove-part", .id(.item), "take an item off the bow setup", repeatable: true)

  static let all = [
    setupName.spec, style.spec, drawWeight.spec, addPart.spec, removePart.spec, Flag.json.spec,
  ]

  /// `setup` changed as the options say.
  static func apply(_ arguments: ParsedArguments, to setup: BowSetup) async throws -> BowSetup {
    var setup = setup
    // A malformed name is the command line's fault (exit 64), as for archers and gear.
    if let name = try arguments[setupName] {
      setup.name = try Names.validated(name, "bow setup name")
    }
    if let style = try arguments[style] { setup.bowStyle = style }
    if let weight = try arguments[drawWeight] {
      setup.drawWeight = try Pounds(weight, for: "draw weight")
    }
    for reference in try arguments[all: removePart] {
      let item = try await Lookup.item(reference)
      setup.parts.removeAll { $0.item == item.id }
    }
    var added: Set<EquipmentKind> = []
    for reference in try arguments[all: addPart] {
      let item = try await Lookup.item(reference)
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
