import CoreInterfaces
import Equipment
import Store

extension EquipmentDAO {
  /// The tables whose rows belong to an archer, with what a refusal calls a row of each.
  enum Owned: String {
    case item = "equipment_items"
    case setup = "bow_setups"

    var what: String { self == .item ? "equipment item" : "bow setup" }
  }

  /// Refuses (`anotherArchers`) when row `id` of `table` is stored for an archer other than the
  /// active one: every write to an item or setup (its parts and sight marks included) checks it.
  static func checkOwner(_ table: Owned, _ id: String, _ db: Connection) throws {
    let theirs = try db.scalar(
      "SELECT 1 FROM \(table.rawValue) WHERE id = ? AND NOT \(ActiveArcher.matches())", id)
    if theirs != nil { throw EquipmentError.anotherArchers(table.what) }
  }
}
