public import CoreInterfaces
import Foundation

/// One piece of equipment of any of the ten kinds: what every item has (name, brand, model,
/// notes, retired) and the typed details of its kind.
public struct EquipmentItem: Identifiable, Hashable, Codable, Sendable {
  /// The item's identifier.
  public var id: EquipmentID
  /// The archer's name for it, e.g. "Hoyt Formula Xi".
  public var name: String
  /// The maker.
  public var brand: String
  /// The maker's model.
  public var model: String
  /// Free text.
  public var notes: String
  /// Whether it is no longer used (kept for history; lists hide it unless asked).
  public var retired: Bool
  /// The kind's own fields.
  public var details: EquipmentDetails

  /// Creates an item.
  public init(
    id: EquipmentID = EquipmentID(), name: String, brand: String = "", model: String = "",
    notes: String = "", retired: Bool = false, details: EquipmentDetails
  ) {
    self.id = id
    self.name = name
    self.brand = brand
    self.model = model
    self.notes = notes
    self.retired = retired
    self.details = details
  }

  /// An item of `kind` with nothing but a name.
  public init(id: EquipmentID = EquipmentID(), kind: EquipmentKind, name: String) {
    self.init(id: id, name: name, details: .empty(kind))
  }

  /// What kind of equipment this is.
  public var kind: EquipmentKind { details.kind }

  /// Every field that is wrong, each naming the field, in the order a form shows them.
  public var problems: [FieldProblem] {
    var problems: [FieldProblem] = []
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { problems.append(.init("name", "a name is required")) }
    if trimmed.count > 80 { problems.append(.init("name", "at most 80 characters")) }
    func notNegative<U>(_ value: Quantity<U>?, _ field: String) {
      if let value, value.value < 0 { problems.append(.init(field, "cannot be negative")) }
    }
    switch details {
    case .riser(let riser): notNegative(riser.length, "length")
    case .limbs(let limbs):
      if let weight = limbs.drawWeight, !(5...80).contains(weight.value) {
        problems.append(.init("draw weight", "must be 5–80 lb"))
      }
      if case .inches(let length)? = limbs.length { notNegative(length, "length") }
    case .arrow(let arrows):
      if let spine = arrows.spine, spine <= 0 { problems.append(.init("spine", "must be above 0")) }
      notNegative(arrows.cutLength, "cut length")
      notNegative(arrows.pointWeight, "point weight")
      notNegative(arrows.totalWeight, "total weight")
      notNegative(arrows.shaftDiameter, "shaft diameter")
      if arrows.count <= 0 {
        problems.append(.init("count", "an arrow set needs at least one arrow"))
      } else if !arrows.numbers.isEmpty, arrows.numbers.count != arrows.count {
        problems.append(
          .init("arrow numbers", "\(arrows.count) arrows need \(arrows.count) numbers"))
      }
      var seen = Set<Int>()
      for number in arrows.numbers where !seen.insert(number).inserted {
        problems.append(.init("arrow numbers", "\(number) appears twice"))
        break
      }
      if let stray = arrows.retiredNumbers.first(where: { !arrows.allNumbers.contains($0) }) {
        problems.append(.init("retired arrows", "there is no arrow \(stray)"))
      }
    case .sight(let sight): notNegative(sight.extensionLength, "extension")
    case .stabilizer(let stabilizer):
      notNegative(stabilizer.length, "length")
      notNegative(stabilizer.mass, "mass")
    case .string(let string):
      notNegative(string.length, "length")
      if let strands = string.strands, strands <= 0 {
        problems.append(.init("strands", "must be above 0"))
      }
    case .weight(let weight): notNegative(weight.mass, "mass")
    case .plunger, .rest, .accessory: break
    }
    return problems
  }

  /// The item with its name trimmed, or the first problem as an error naming its field.
  public func validated() throws(EquipmentError) -> EquipmentItem {
    if let problem = problems.first {
      throw .invalid(field: problem.field, problem: problem.message)
    }
    var copy = self
    copy.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    return copy
  }
}

/// A field of a form and what is wrong with it.
public struct FieldProblem: Hashable, Sendable {
  /// The field, as the form labels it (`draw weight`).
  public var field: String
  /// What is wrong, as a person reads it.
  public var message: String

  /// A problem with `field`.
  public init(_ field: String, _ message: String) {
    self.field = field
    self.message = message
  }
}
