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
    func take(_ keys: String...) -> Double? {
      for key in keys {
        guard let text = specifications[key] else { continue }
        let number = text.prefix { $0.isNumber || $0 == "." }
        if let value = Double(number) {
          specifications[key] = nil
          return value
        }
      }
      return nil
    }
    let details: EquipmentDetails
    switch kind {
    case .riser: details = .riser(.init(length: take("length").map(Inches.init)))
    case .limbs:
      details = .limbs(
        .init(drawWeight: take("poundage", "draw weight", "draw_weight").map(Pounds.init)))
    case .arrow:
      let spine = take("spine").map { Int($0) }
      let count = take("count").map { Int($0) } ?? 1
      details = .arrow(.init(spine: spine, count: max(count, 1)))
    case .stabilizer:
      details = .stabilizer(
        .init(length: take("length").map(Inches.init), mass: take("mass", "weight").map(Grams.init))
      )
    case .string: details = .string(.init(length: take("length").map(Inches.init)))
    case .weight: details = .weight(.init(mass: take("mass", "weight").map(Grams.init)))
    default: details = .empty(kind)
    }
    let rest = specifications.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    if !rest.isEmpty { notes = ([notes] + rest).filter { !$0.isEmpty }.joined(separator: "\n") }
    return details
  }
}
