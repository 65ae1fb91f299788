import Analytics
import CoreInterfaces
import Store

extension AnalyticsDAO {
  /// `id` with the club target holding it, if one does (stranger29c C11): the Round screen
  /// then sends its ends to the Target screen instead of offering to score it.
  static func roundOnItsTarget(_ id: RoundID, _ db: Connection) throws -> RoundRecord {
    var record = try round(id, db)
    let targets = try db.query(
      "SELECT target_id FROM target_archers WHERE round_id = ? LIMIT 1", id.description
    ) { $0.string(0) }
    record.clubTarget = targets.first.map { String($0.prefix(8)) }
    return record
  }
}
