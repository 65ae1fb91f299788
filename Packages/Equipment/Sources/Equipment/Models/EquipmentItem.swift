public import CoreInterfaces
import Foundation

/// One piece of equipment of any of the ten kinds, type-erased: the kind says what it is, the
/// specifications carry what differs per kind (draw weight for limbs, spine for arrows, …).
public struct EquipmentItem: Identifiable, Hashable, Codable, Sendable {
  /// The item's identifier.
  public var id: EquipmentID
  /// What kind of equipment this is.
  public var kind: EquipmentKind
  /// The archer's name for it, e.g. "Hoyt Formula Xi".
  public var name: String
  /// Kind-specific details as labelled values, e.g. `["poundage": "38"]`.
  public var specifications: [String: String]
  /// Free text.
  public var notes: String

  /// Creates an item.
  public init(
    id: EquipmentID = EquipmentID(), kind: EquipmentKind, name: String,
    specifications: [String: String] = [:], notes: String = ""
  ) {
    self.id = id
    self.kind = kind
    self.name = name
    self.specifications = specifications
    self.notes = notes
  }

  /// The item, checked: a name is required and no longer than 80 characters.
  public func validated() throws(EquipmentError) -> EquipmentItem {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .nameRequired(kind) }
    guard trimmed.count <= 80 else { throw .nameTooLong(trimmed.count) }
    var copy = self
    copy.name = trimmed
    return copy
  }
}
