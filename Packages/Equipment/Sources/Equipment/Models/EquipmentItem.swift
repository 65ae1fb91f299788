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
    do { _ = try Names.validated(name, "name") } catch {
      let empty = name.allSatisfy(\.isWhitespace)
      problems.append(.init("name", empty ? "a name is required" : "use \(error.accepted)"))
    }
    for (field, text) in [("brand", brand), ("model", model), ("notes", notes)] + details.texts {
      if let problem = Names.freeTextProblem(text) { problems.append(.init(field, problem)) }
    }
    func check(_ value: Int?, _ range: ClosedRange<Int>, _ field: String) {
      if let value, !range.contains(value) {
        problems.append(.init(field, "must be \(range.lowerBound) to \(range.upperBound)"))
      }
    }
    switch details {
    case .arrow(let arrows):
      check(arrows.spine, 1...3_000, "spine")
      if arrows.count <= 0 {
        problems.append(.init("count", "an arrow set needs at least one arrow"))
      } else if !Bounded.arrowsInSet.contains(arrows.count) {
        problems.append(
          .init("count", "a set holds at most \(Bounded.arrowsInSet.upperBound) arrows"))
      } else if !arrows.numbers.isEmpty, arrows.numbers.count != arrows.count {
        problems.append(
          .init("arrow numbers", "\(arrows.count) arrows need \(arrows.count) numbers"))
      }
      if let number = arrows.numbers.first(where: { !Bounded.arrowsInSet.contains($0) }) {
        problems.append(
          .init("arrow numbers", "\(number) is not 1 to \(Bounded.arrowsInSet.upperBound)"))
      }
      var seen = Set<Int>()
      for number in arrows.numbers where !seen.insert(number).inserted {
        problems.append(.init("arrow numbers", "\(number) appears twice"))
        break
      }
      if let stray = arrows.retiredNumbers.first(where: { !arrows.allNumbers.contains($0) }) {
        problems.append(.init("retired arrows", "there is no arrow \(stray)"))
      }
    case .string(let string): check(string.strands, 1...100, "strands")
    // A draw weight is bounded by `Pounds` itself (5–80 lb), where it is made.
    case .riser, .limbs, .sight, .stabilizer, .weight, .plunger, .rest, .accessory: break
    }
    return problems
  }

  /// The item with its name trimmed, or the first problem as an error naming its field.
  public func validated() throws(EquipmentError) -> EquipmentItem {
    if let problem = problems.first {
      throw .invalid(field: problem.field, problem: problem.message)
    }
    var copy = self
    copy.name = (try? Names.validated(name, "name")) ?? name
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
