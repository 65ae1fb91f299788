import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// Every form field of every kind as an option, for `add` and `edit`, declared once from the
/// form; a field the item's kind does not have is a usage error naming the ones it has.
enum ItemOptions {
  /// One option per field key, in form order, saying which kinds have it.
  static let fields: [Option<String>] = {
    var seen: [String: [EquipmentKind]] = [:]
    var order: [FormField] = []
    for kind in EquipmentKind.allCases {
      for field in EquipmentForm.allFields(for: kind) {
        if seen[field.key] == nil { order.append(field) }
        seen[field.key, default: []].append(kind)
      }
    }
    return order.map { field in
      let kinds = seen[field.key] ?? []
      let which =
        kinds.count == EquipmentKind.allCases.count
        ? "" : " (" + kinds.map(\.rawValue).joined(separator: ", ") + ")"
      let unit = FieldUnit.unit(of: field.key)
      let type = ValueType.text(unit?.uppercased() ?? "V", completion: completion(of: field.key))
      return Option(field.key, type, field.hint + which)
    }
  }()

  /// What completion offers for a field: the model's choices (the script quotes those with spaces).
  static func completion(of key: String) -> CompletionValues {
    switch key {
    case "hand": .choices(EquipmentDetails.Hand.allCases.map(\.rawValue))
    case "role": .choices(EquipmentDetails.StabilizerRole.allCases.map(\.rawValue))
    // The marked sizes; a measured length in inches is free (nothing to offer for it).
    case "limb-length":
      .choices(
        [EquipmentDetails.LimbLength.short, .medium, .long].map(\.description))
    default: .none
    }
  }

  /// `--retired yes|no`.
  static let retired = Option(
    "retired",
    .choice([true, false], placeholder: "yes|no", spelling: { $0 ? "yes" : "no" }) {
      switch $0.lowercased() {
      case "true": true
      case "false": false
      default: nil
      }
    }, "whether it is retired")

  /// The fields as `add` takes them: a new item must be given its name.
  static let fieldsToAdd = fields.map { $0.required(if: $0.spec.name == "name") }

  /// The form values the options set, checked against `kind`'s fields.
  static func values(_ arguments: ParsedArguments, for kind: EquipmentKind) throws
    -> [String: String]
  {
    let keys = EquipmentForm.allFields(for: kind).map(\.key)
    var values: [String: String] = [:]
    for option in fields {
      guard let given = try arguments[option] else { continue }
      guard keys.contains(option.spec.name) else {
        throw UsageError(
          "--\(option.spec.name) is not a field of a \(kind.rawValue); it has "
            + keys.map { "--\($0)" }.joined(separator: ", "))
      }
      values[option.spec.name] = given
    }
    return values
  }
}
