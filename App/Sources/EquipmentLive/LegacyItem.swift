import CoreInterfaces
import Equipment
import Foundation

/// Items saved before schema 4 kept a kind and a `[String: String]` of specifications. They are
/// read as typed items: the specifications archers commonly wrote become fields, and anything
/// else is appended to the notes, so nothing is lost (the old column itself is kept too).
enum LegacyItem {
  static func details(kind: EquipmentKind, specifications json: String, notes: inout String)
    -> EquipmentDetails
  {
    var specifications =
      (try? JSONDecoder().decode([String: String].self, from: Data(json.utf8))) ?? [:]
    // A specification becomes a field only when its number fits the field; otherwise it stays
    // in the notes, as written.
    func take<Value>(_ keys: String..., as make: (Double) -> Value?) -> Value? {
      for key in keys {
        guard let text = specifications[key] else { continue }
        let number = text.prefix { $0.isNumber || $0 == "." }
        if let value = Double(number).flatMap(make) {
          specifications[key] = nil
          return value
        }
      }
      return nil
    }
    func quantity<U>(_ keys: String...) -> Quantity<U>? {
      for key in keys { if let value = take(key, as: { try? Quantity<U>($0) }) { return value } }
      return nil
    }
    func whole(_ key: String, _ range: ClosedRange<Int>) -> Int? {
      take(key, as: { Int(exactly: $0).flatMap { range.contains($0) ? $0 : nil } })
    }
    let details: EquipmentDetails
    switch kind {
    case .riser: details = .riser(.init(length: quantity("length")))
    case .limbs:
      details = .limbs(.init(drawWeight: quantity("poundage", "draw weight", "draw_weight")))
    case .arrow:
      let spine = whole("spine", 1...3_000)
      let count = whole("count", Bounded.arrowsInSet) ?? 1
      details = .arrow(.init(spine: spine, count: count))
    case .stabilizer:
      details = .stabilizer(.init(length: quantity("length"), mass: quantity("mass", "weight")))
    case .string: details = .string(.init(length: quantity("length")))
    case .weight: details = .weight(.init(mass: quantity("mass", "weight")))
    default: details = .empty(kind)
    }
    let rest = specifications.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    if !rest.isEmpty { notes = ([notes] + rest).filter { !$0.isEmpty }.joined(separator: "\n") }
    return details
  }
}
