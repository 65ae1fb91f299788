import CoreInterfaces
import Equipment
import Foundation
import Store

/// Every form field of every kind as an option, for `add` and `edit`; a field the item's kind
/// does not have is a usage error naming the ones it has.
enum ItemOptions {
  static let all: [OptionSpec] = {
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
      return .value(field.key, "V", field.hint + which)
    } + [.value("retired", "yes|no", "whether it is retired")]
  }()

  /// The form values the options set, checked against `kind`'s fields.
  static func values(_ arguments: ParsedArguments, for kind: EquipmentKind) throws(UsageError)
    -> [String: String]
  {
    let fields = EquipmentForm.allFields(for: kind).map(\.key)
    var values: [String: String] = [:]
    for (key, given) in arguments.values where key != "db" && key != "retired" {
      guard fields.contains(key) else {
        throw UsageError(
          "--\(key) is not a field of a \(kind.rawValue); it has "
            + fields.map { "--\($0)" }.joined(separator: ", "))
      }
      values[key] = given.last
    }
    return values
  }

  static func retired(_ arguments: ParsedArguments) throws(UsageError) -> Bool? {
    guard let text = arguments.value("retired")?.lowercased() else { return nil }
    switch text {
    case "yes", "true": return true
    case "no", "false": return false
    default: throw UsageError("--retired takes yes or no")
    }
  }
}
