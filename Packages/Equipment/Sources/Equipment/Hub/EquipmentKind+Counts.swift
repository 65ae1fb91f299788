public import CoreInterfaces

extension EquipmentKind {
  /// Every kind with its count in `counted`, 0 for a kind it leaves out: what the hub shows,
  /// however a store counted (a `GROUP BY` names only the kinds it found).
  public static func counts(_ counted: [EquipmentKind: Int]) -> [EquipmentKind: Int] {
    Dictionary(uniqueKeysWithValues: allCases.map { ($0, counted[$0] ?? 0) })
  }
}
