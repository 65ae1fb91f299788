import CommandKit
import CoreInterfaces

extension ValueType where Value == EquipmentKind {
  /// A kind of equipment, singular or plural (`limbs`, `arrows`), any case.
  static let kind = ValueType.choice(
    EquipmentKind.allCases, placeholder: "KIND", spelling: \.rawValue,
    parse: EquipmentKind.init(parsing:))
}
