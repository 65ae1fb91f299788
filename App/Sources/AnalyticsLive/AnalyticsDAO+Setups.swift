import Analytics
import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// Makes each bow setup `records` were shot with that this store lacks, from what the file
  /// recorded: its ID, name, the rounds' bow style and the latest version they name, for
  /// `archer` (else the active archer). Its parts and earlier versions stay in the store the
  /// file came from; a round whose file names no setup name keeps no setup here.
  static func makeSetups(of records: [RoundRecord], for archer: String?, _ db: Connection) throws {
    var made: Set<BowSetupID> = []
    for record in records {
      guard let setup = record.bowSetup, let name = record.bowSetupName,
        !made.contains(setup),
        try db.scalar("SELECT 1 FROM bow_setups WHERE id = ?", setup.description) == nil
      else { continue }
      let version = records.filter { $0.bowSetup == setup }.compactMap(\.bowSetupVersion).max()
      _ = try db.run(
        """
        INSERT INTO bow_setups (id, name, bow_style, version, archer_id)
        VALUES (?1, ?2, coalesce(?3, (SELECT bow_style FROM archers
            WHERE id = coalesce(?5, \(ActiveArcher.value))), 'recurve'),
          ?4, coalesce(?5, \(ActiveArcher.value)))
        """, setup.description, name, record.bowStyle?.rawValue, version ?? 1, archer)
      made.insert(setup)
    }
  }
}
