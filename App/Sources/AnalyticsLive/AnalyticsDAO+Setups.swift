import Analytics
import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// Makes the bow setup `record` was shot with when this store lacks it, from what the file
  /// recorded: its ID, name, the round's bow style and version, for `archer` (else the active
  /// archer); a setup this import made (`made`) takes the latest version its rounds name. Its
  /// parts and earlier versions stay in the store the file came from; a round whose file names
  /// no setup name keeps no setup here.
  static func makeSetup(
    of record: RoundRecord, for archer: String?, made: inout Set<BowSetupID>, _ db: Connection
  ) throws {
    guard let setup = record.bowSetup, let name = record.bowSetupName else { return }
    if made.contains(setup) {
      if let version = record.bowSetupVersion {
        _ = try db.run(
          "UPDATE bow_setups SET version = max(version, ?) WHERE id = ?", version,
          setup.description)
      }
      return
    }
    guard try db.scalar("SELECT 1 FROM bow_setups WHERE id = ?", setup.description) == nil
    else { return }
    _ = try db.run(
      """
      INSERT INTO bow_setups (id, name, bow_style, version, archer_id)
      VALUES (?1, ?2, coalesce(?3, (SELECT bow_style FROM archers
          WHERE id = coalesce(?5, \(ActiveArcher.value))), 'recurve'),
        ?4, coalesce(?5, \(ActiveArcher.value)))
      """, setup.description, name, record.bowStyle?.rawValue, record.bowSetupVersion ?? 1,
      archer)
    made.insert(setup)
  }
}
