import CoreInterfaces
import Foundation
public import Store

extension EquipmentDAO {
  /// One line per equipment row, of any archer, that the app would read as damaged: an item or
  /// bow setup that does not read, or sight marks of which any would be left out. A restore
  /// refuses a backup holding one (`StoreBackup.restore`'s `checking`).
  public static func problems(_ db: Connection) throws -> [String] {
    var problems: [String] = []
    let items = try db.query("SELECT id FROM equipment_items ORDER BY id") { $0.string(0) }
    for id in items {
      guard let item = EquipmentID(uuidString: id) else {
        problems.append("item '\(Names.shownSafely(id))': no UUID")
        continue
      }
      for case .failure(let damage) in try itemRows(nil, in: db, only: item) {
        problems.append(damage.description)
      }
    }
    let setups = try db.query("SELECT id, sight_marks FROM bow_setups ORDER BY id") {
      ($0.string(0), $0.string(1))
    }
    for (id, marks) in setups {
      guard let setup = BowSetupID(uuidString: id) else {
        problems.append("bow setup '\(Names.shownSafely(id))': no UUID")
        continue
      }
      for case .failure(let damage) in try setupRows(in: db, only: setup) {
        problems.append(damage.description)
      }
      if let problem = StoredSightMarks.problem(marks) {
        problems.append("bow setup \(id)'s sight marks: \(problem)")
      }
    }
    return problems
  }
}
