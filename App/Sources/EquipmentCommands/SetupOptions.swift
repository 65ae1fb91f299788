import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// Options that change a bow setup, shared by `add` (which needs the name and style) and `edit`.
struct SetupOptions: OptionGroup {
  /// `--name NAME`.
  let setupName: Option<String>
  /// `--style STYLE`.
  let style: Option<BowStyle>
  let drawWeight = Option(
    "draw-weight-lb", .number(in: PoundUnit.range, unit: PoundUnit.symbol, placeholder: "LB"),
    "draw weight on the fingers")
  let addPart = Option(
    "add-part", .id(.item), "put an item on the bow setup", repeatable: true)
  let removePart = Option(
    "remove-part", .id(.item), "take an item off the bow setup", repeatable: true)
  let json = Flag.json

  /// The options; a new setup (`creating`) must be given its name and style.
  init(creating: Bool) {
    setupName = Option("name", .text("NAME"), "what you call it").required(if: creating)
    style = Option<BowStyle>("style", .cases("STYLE"), "the bow style").required(if: creating)
  }

  /// `setup` changed as the options say.
  func apply(_ arguments: ParsedArguments, to setup: BowSetup) async throws -> BowSetup {
    var setup = setup
    // A malformed name is the command line's fault (exit 64), as for archers and gear.
    if let name = try arguments[setupName] {
      setup.name = try Names.validated(name, "bow setup name")
    }
    if let style = try arguments[self.style] { setup.bowStyle = style }
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
