public import Equipment
public import Store

extension EquipmentListClient {
  /// The list's endpoints of the live equipment client over `database`.
  public static func live(_ database: Database) -> EquipmentListClient {
    EquipmentListClient(.live(database))
  }
}
