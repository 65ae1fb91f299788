import CoreInterfaces
import Equipment
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
    return problems + (try versionProblems(db))
  }

  /// Every kept version of a setup must decode as the setup it was (what `setupVersions` and a
  /// round's card read); each that does not is named.
  static func versionProblems(_ db: Connection) throws -> [String] {
    try db.query(
      "SELECT setup_id, version, snapshot FROM bow_setup_versions ORDER BY setup_id, version"
    ) { row -> String? in
      let decoded = try? JSONDecoder().decode(BowSetup.self, from: Data(row.string(2).utf8))
      guard decoded == nil else { return nil }
      return
        "bow setup \(Names.shownSafely(String(row.string(0).prefix(40)))) version \(row.int(1)): its snapshot does not read as a setup"
    }.compactMap { $0 }
  }
}
