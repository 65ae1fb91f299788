import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// Keys that mean the same on every device (issue 30): two stores holding one round, each
/// adding the same end to it, give that end and its arrows the same keys, however many rows
/// either store wrote before (an end was a local row number, and its arrows were keyed by it).
@Suite("Keys two stores agree on", .timeLimit(.minutes(1)))
struct SyncKeyTests {
  /// Scores `values` as the new end `end` of round `id`, an arrow at a time as the scoring
  /// screen does (each save expecting what the end holds).
  func score(_ values: [ArrowValue], end: Int, of id: RoundID, in database: Database)
    async throws
  {
    let rounds = RoundDAO(database)
    var held: [ArrowEntry] = []
    for (index, value) in values.enumerated() {
      let arrow = ScoredArrow(endNumber: end, arrowIndex: index, value: value)
      try await rounds.saveArrow(id, arrow, expecting: held)
      held.append(arrow.entry)
    }
  }

  @Test func twoStoresAddingTheSameEndToOneRoundGiveItTheSameKeys() async throws {
    let (laptop, desktop) = (try Database(.inMemory), try Database(.inMemory))
    let definition = try #require(RoundCatalogue.round("portsmouth"))
    let shared = try await RoundDAO(laptop).start(definition, setup: nil).id
    // The desktop holds the same round (a backup of the laptop restored), then shoots another
    // round first, so its own row numbers run ahead of the laptop's.
    try await StoreBackup.restore(try await StoreBackup.backup(laptop) { _, _ in }, into: desktop) {
      _, _ in
    }
    let other = try await RoundDAO(desktop).start(definition, setup: nil).id
    let nine = ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false)
    let ten = ArrowValue(uncheckedPoints: 10, isX: false, isMiss: false)
    try await score([nine, nine, nine], end: 1, of: other, in: desktop)
    try await score([nine, nine, nine], end: 2, of: other, in: desktop)
    try await score([ten, nine, nine], end: 1, of: shared, in: laptop)
    try await score([nine, ten, .miss], end: 1, of: shared, in: desktop)

    func keys(_ database: Database) async throws -> (ends: [[SQLiteValue]], arrows: [[SQLiteValue]])
    {
      try await database.read { db in
        // Every column but the version sync stamps (when the row last changed, not a key).
        let columns = try db.query("SELECT name FROM pragma_table_info('ends') ORDER BY cid") {
          $0.string(0)
        }.filter { $0 != SyncedTables.versionColumn }
        return (
          try db.query(
            "SELECT \(columns.joined(separator: ", ")) FROM ends WHERE round_id = ? ORDER BY 1, 2",
            shared.description
          ) { row in (0..<Int32(columns.count)).map { row[$0] } },
          try db.query(
            """
            SELECT round_id, end_number, arrow_index FROM arrows WHERE round_id = ?
            ORDER BY 1, 2, 3
            """, shared.description
          ) { [$0[0], $0[1], $0[2]] }
        )
      }
    }
    let (mine, theirs) = (try await keys(laptop), try await keys(desktop))
    #expect(mine.ends == theirs.ends, "every column of the end is its key: no local number")
    #expect(mine.ends == [[.text(shared.description), .integer(1)]])
    #expect(mine.arrows == theirs.arrows)
    #expect(mine.arrows.count == 3)
  }
}
