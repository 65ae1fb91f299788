import CoreInterfaces
import Equipment
import Foundation
import Store

/// One item as `--json` prints it.
struct ItemJSON: Encodable {
  let id: String
  let kind: String
  let name: String
  let brand: String
  let model: String
  let retired: Bool
  let fields: [String: String]

  init(_ item: EquipmentItem) {
    id = item.id.description
    kind = item.kind.rawValue
    name = item.name
    brand = item.brand
    model = item.model
    retired = item.retired
    fields = EquipmentForm.values(of: item).filter { !$0.value.isEmpty }
  }
}
