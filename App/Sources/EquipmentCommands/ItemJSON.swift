import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// One equipment item, the same in every command: its common fields, then its kind's fields by
/// their option names in camel case, measured ones with the unit in the key (`drawWeightLb`),
/// numbers as numbers. A field not recorded is left out.
struct ItemJSON: Encodable {
  /// A field's value as JSON writes it.
  enum Value: Encodable, Equatable {
    case text(String)
    case number(Double)
    case integer(Int)
    case integers([Int])

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      case .integer(let integer): try container.encode(integer)
      case .integers(let integers): try container.encode(integers)
      }
    }
  }

  let id: String
  let kind: String
  let name: String
  let brand: String
  let model: String
  let notes: String
  let retired: Bool
  let fields: [String: Value]

  init(_ item: EquipmentItem) {
    id = item.id.description
    kind = item.kind.rawValue
    name = item.name
    brand = item.brand
    model = item.model
    notes = item.notes
    retired = item.retired
    let common = Set(EquipmentForm.common.map(\.key))
    var fields: [String: Value] = [:]
    for (key, text) in EquipmentForm.values(of: item) where !text.isEmpty && !common.contains(key) {
      fields[FieldUnit.jsonKey(key, value: text)] = Self.value(key, text)
    }
    self.fields = fields
  }

  private static func value(_ key: String, _ text: String) -> Value {
    if FieldUnit.numberLists.contains(key) {
      return .integers(text.split(separator: ",").compactMap { Int($0) })
    }
    if FieldUnit.counts.contains(key), let integer = Int(text) { return .integer(integer) }
    if FieldUnit.unit(of: key, value: text) != nil, let number = NumberText.decimal(text) {
      return .number(number)
    }
    return .text(text)
  }
}
