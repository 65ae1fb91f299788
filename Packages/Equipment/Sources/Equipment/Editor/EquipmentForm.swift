public import CoreInterfaces
import Foundation

/// One field of an item's form: a key (the command line's `--key`), the label messages use, and
/// the unit its number is in.
public struct FormField: Hashable, Sendable {
  /// `draw-weight-lb`.
  public var key: String
  /// `draw weight`.
  public var label: String
  /// What goes in it, for help text.
  public var hint: String

  /// A field.
  public init(_ key: String, _ label: String, _ hint: String) {
    self.key = key
    self.label = label
    self.hint = hint
  }

  /// Every unit a field can be measured in, by its symbol: the key ends with one (`-lb`).
  public static let unitSymbols = [
    InchUnit.symbol, PoundUnit.symbol, GrainUnit.symbol, GramUnit.symbol, MillimetreUnit.symbol,
  ]

  /// The unit this field's number is in (`length-in` → `in`), shown after its value.
  public var unit: String? { Self.unitSymbols.first { key.hasSuffix("-\($0)") } }
}

/// Every kind's fields as text, and the conversion both ways: the editor and the command line
/// read and write items through it, so a field is named, parsed and checked the same way in both.
public enum EquipmentForm {
  /// The fields every item has. A measured field's hint is its unit's range (one home: the unit).
  public static let common = [
    FormField("name", "name", "what you call it (required)"),
    FormField("brand", "brand", "the maker"),
    FormField("model", "model", "the maker's model"),
    FormField(
      "notes", "notes", "free text, at most \(Bounded.freeTextLength.upperBound) characters"),
  ]

  /// The fields of `kind`, after the common ones.
  public static func fields(for kind: EquipmentKind) -> [FormField] {
    switch kind {
    case .riser:
      [
        .init("length-in", "length", span(InchUnit.self)),
        .init("material", "material", "aluminium, carbon, …"),
        .init("hand", "hand", "right or left"),
      ]
    case .limbs:
      [
        .init("draw-weight-lb", "draw weight", "pounds marked, \(span(PoundUnit.self))"),
        .init("limb-length", "length", "short, medium, long, or \(span(InchUnit.self))"),
        .init("fitting", "fitting", "ILF, Formula, …"),
      ]
    case .arrow:
      [
        .init("shaft-model", "shaft model", "e.g. X10"), .init("spine", "spine", "e.g. 500"),
        .init("cut-length-in", "cut length", span(InchUnit.self)),
        .init("point-weight-gr", "point weight", span(GrainUnit.self)),
        .init("total-weight-gr", "total weight", span(GrainUnit.self)),
        .init("shaft-diameter-mm", "shaft diameter", span(MillimetreUnit.self)),
        .init("count", "count", "how many arrows (required)"),
        .init("numbers", "arrow numbers", "comma-separated, e.g. 1,2,3 (default 1…count)"),
        .init("retired-numbers", "retired arrows", "comma-separated numbers no longer shot"),
      ]
    case .sight: [.init("extension-in", "extension", span(InchUnit.self))]
    case .stabilizer:
      [
        .init("role", "role", "long rod, side rod, extender or v-bar"),
        .init("length-in", "length", span(InchUnit.self)),
        .init("mass-g", "mass", span(GramUnit.self)),
      ]
    case .string:
      [
        .init("material", "material", "Dacron, Fast Flight, …"),
        .init("strands", "strands", "a count"),
        .init("length-in", "length", span(InchUnit.self)),
      ]
    case .plunger: [.init("tension", "tension", "the setting")]
    case .rest: [.init("rest-type", "rest type", "stick-on, magnetic, …")]
    case .weight: [.init("mass-g", "mass", span(GramUnit.self))]
    case .accessory: [.init("text", "description", "what it is")]
    }
  }

  /// Every field of `kind`, common ones first.
  public static func allFields(for kind: EquipmentKind) -> [FormField] {
    common + fields(for: kind)
  }

  /// The item's fields as text (empty for what is not recorded).
  public static func values(of item: EquipmentItem) -> [String: String] {
    var values = ["name": item.name, "brand": item.brand, "model": item.model, "notes": item.notes]
    func text<U>(_ quantity: Quantity<U>?) -> String { quantity.map { number($0.value) } ?? "" }
    switch item.details {
    case .riser(let riser):
      values["length-in"] = text(riser.length)
      values["material"] = riser.material
      values["hand"] = riser.hand?.rawValue ?? ""
    case .limbs(let limbs):
      values["draw-weight-lb"] = text(limbs.drawWeight)
      values["limb-length"] =
        limbs.length.map {
          if case .inches(let length) = $0 { return number(length.value) }
          return $0.description
        } ?? ""
      values["fitting"] = limbs.fitting
    case .arrow(let arrows):
      values["shaft-model"] = arrows.shaftModel
      values["spine"] = arrows.spine.map(String.init) ?? ""
      values["cut-length-in"] = text(arrows.cutLength)
      values["point-weight-gr"] = text(arrows.pointWeight)
      values["total-weight-gr"] = text(arrows.totalWeight)
      values["shaft-diameter-mm"] = text(arrows.shaftDiameter)
      values["count"] = String(arrows.count)
      values["numbers"] = arrows.numbers.map(String.init).joined(separator: ",")
      values["retired-numbers"] = arrows.retiredNumbers.map(String.init).joined(separator: ",")
    case .sight(let sight): values["extension-in"] = text(sight.extensionLength)
    case .stabilizer(let stabilizer):
      values["role"] = stabilizer.role?.rawValue ?? ""
      values["length-in"] = text(stabilizer.length)
      values["mass-g"] = text(stabilizer.mass)
    case .string(let string):
      values["material"] = string.material
      values["strands"] = string.strands.map(String.init) ?? ""
      values["length-in"] = text(string.length)
    case .plunger(let plunger): values["tension"] = plunger.tension
    case .rest(let rest): values["rest-type"] = rest.type
    case .weight(let weight): values["mass-g"] = text(weight.mass)
    case .accessory(let accessory): values["text"] = accessory.text
    }
    return values
  }

  /// The item `values` describe (starting from `base`), and every problem: text that is not a
  /// number or a choice the field offers, then the item's own checks. Labels name the fields.
  public static func item(from values: [String: String], base: EquipmentItem)
    -> (item: EquipmentItem, problems: [FieldProblem])
  {
    var parser = Parser(values: values)
    var item = base
    item.name = values["name"] ?? base.name
    item.brand = values["brand"] ?? base.brand
    item.model = values["model"] ?? base.model
    item.notes = values["notes"] ?? base.notes
    switch base.details {
    case .riser:
      item.details = .riser(
        .init(
          length: parser.quantity("length-in", "length"), material: parser.text("material"),
          hand: parser.choice("hand", "hand", EquipmentDetails.Hand.self)))
    case .limbs:
      item.details = .limbs(
        .init(
          drawWeight: parser.quantity("draw-weight-lb", "draw weight"),
          length: parser.limbLength(), fitting: parser.text("fitting")))
    case .arrow:
      item.details = .arrow(
        .init(
          shaftModel: parser.text("shaft-model"), spine: parser.integer("spine", "spine"),
          cutLength: parser.quantity("cut-length-in", "cut length"),
          pointWeight: parser.quantity("point-weight-gr", "point weight"),
          totalWeight: parser.quantity("total-weight-gr", "total weight"),
          shaftDiameter: parser.quantity("shaft-diameter-mm", "shaft diameter"),
          count: parser.integer("count", "count") ?? 0,
          numbers: parser.integers("numbers", "arrow numbers"),
          retiredNumbers: parser.integers("retired-numbers", "retired arrows")))
    case .sight:
      item.details = .sight(.init(extensionLength: parser.quantity("extension-in", "extension")))
    case .stabilizer:
      item.details = .stabilizer(
        .init(
          role: parser.choice("role", "role", EquipmentDetails.StabilizerRole.self),
          length: parser.quantity("length-in", "length"), mass: parser.quantity("mass-g", "mass")))
    case .string:
      item.details = .string(
        .init(
          material: parser.text("material"), strands: parser.integer("strands", "strands"),
          length: parser.quantity("length-in", "length")))
    case .plunger: item.details = .plunger(.init(tension: parser.text("tension")))
    case .rest: item.details = .rest(.init(type: parser.text("rest-type")))
    case .weight: item.details = .weight(.init(mass: parser.quantity("mass-g", "mass")))
    case .accessory: item.details = .accessory(.init(text: parser.text("text")))
    }
    return (item, parser.problems + item.problems)
  }

  static func number(_ value: Double) -> String { NumberText.plain(value) }

  /// `5–80 lb`: a unit's range as the form's messages write it.
  static func span<U: MeasureUnit>(_ unit: U.Type) -> String {
    "\(number(U.range.lowerBound))–\(number(U.range.upperBound)) \(U.symbol)"
  }

  /// Reads fields, collecting a problem for each that cannot be read.
  private struct Parser {
    let values: [String: String]
    var problems: [FieldProblem] = []

    func text(_ key: String) -> String { values[key]?.trimmingCharacters(in: .whitespaces) ?? "" }

    mutating func quantity<U>(_ key: String, _ label: String) -> Quantity<U>? {
      let raw = text(key)
      guard !raw.isEmpty else { return nil }
      guard let value = NumberText.decimal(raw), value.isFinite else {
        problems.append(.init(label, "'\(raw)' is not a number of \(U.symbol)"))
        return nil
      }
      do {
        return try Quantity(value, for: label)
      } catch {
        problems.append(.init(label, "must be \(EquipmentForm.span(U.self))"))
        return nil
      }
    }

    mutating func integer(_ key: String, _ label: String) -> Int? {
      let raw = text(key)
      guard !raw.isEmpty else { return nil }
      guard let value = Int(raw) else {
        problems.append(.init(label, "'\(raw)' is not a whole number"))
        return nil
      }
      return value
    }

    mutating func integers(_ key: String, _ label: String) -> [Int] {
      let raw = text(key)
      guard !raw.isEmpty else { return [] }
      let parts = raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      let numbers = parts.compactMap { Int($0) }
      if numbers.count != parts.count {
        problems.append(.init(label, "'\(raw)' is not a list of whole numbers"))
      }
      return numbers
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(
      _ key: String, _ label: String, _ type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
      let raw = text(key).lowercased()
      guard !raw.isEmpty else { return nil }
      guard let choice = Choice(rawValue: raw) else {
        problems.append(
          .init(
            label,
            "'\(raw)' is not one of " + Choice.allCases.map(\.rawValue).joined(separator: ", ")))
        return nil
      }
      return choice
    }

    mutating func limbLength() -> EquipmentDetails.LimbLength? {
      let raw = text("limb-length").lowercased()
      switch raw {
      case "": return nil
      case "short": return .short
      case "medium": return .medium
      case "long": return .long
      default:
        guard let inches = NumberText.decimal(raw), inches.isFinite else {
          problems.append(
            .init("length", "'\(raw)' is not short, medium, long or a number of inches"))
          return nil
        }
        do {
          return .inches(try Inches(inches, for: "length"))
        } catch {
          problems.append(.init("length", "must be \(EquipmentForm.span(InchUnit.self))"))
          return nil
        }
      }
    }
  }
}
