import CoreInterfaces
import Foundation
import Testing

@testable import Store

/// `RoundSummaries.storedAll` (`quiver check`'s two queries) reads every stored summary as
/// `stored(_:_:)` reads one: on hostile rows — a distance no unit names after readable ones, a
/// status and a class Quiver does not know, a distance left with no summary row, a summary row
/// with no round — each round's row or damage is the one read alone, and a distance whose
/// round ID is a blob is no text ID's: a chunk of IDs reads what a look-up by each ID reads.
@Suite("Stored summaries read all at once")
struct StoredSummariesReadTests {
  static let ids = (1...7).map { String(format: "00000000-0000-4000-8000-%012d", $0) }

  @Test func everyStoredRowIsWhatItsOwnReadGives() throws {
    let folder = try TemporaryFolder()
    let connection = try Connection(path: folder.file("hostile.sqlite"))
    try Opener.migrate(connection, from: 0, isNew: true)
    for (index, id) in Self.ids.enumerated() {
      _ = try connection.run(
        """
        INSERT INTO rounds (id, codename, status, created_at, updated_at)
          VALUES (?, ?, 'inProgress', ?, ?)
        """, id, index % 2 == 0 ? "portsmouth" : "wa1440_90", index + 1, index + 1)
      _ = try connection.run(
        "INSERT INTO ends (round_id, end_number) VALUES (?, 1)", id)
    }
    try RoundSummaries.rebuildAll(connection)
    let (bad, status, classed, orphan, roundless) = (
      Self.ids[1], Self.ids[2], Self.ids[3], Self.ids[4], Self.ids[5]
    )
    try connection.execute(
      """
      PRAGMA foreign_keys = OFF;
      PRAGMA ignore_check_constraints = ON;
      UPDATE round_summary_distances SET unit = 'furlong' WHERE round_id = '\(bad)' AND pass = 2;
      UPDATE round_summaries SET status = 'lost' WHERE round_id = '\(status)';
      UPDATE round_summaries SET classification = 'Z9' WHERE round_id = '\(classed)';
      UPDATE round_summary_distances SET unit = 'x' WHERE round_id = '\(orphan)' AND pass = 0;
      DELETE FROM round_summaries WHERE round_id = '\(orphan)';
      DELETE FROM rounds WHERE id = '\(roundless)';
      INSERT INTO round_summary_distances
        (round_id, pass, distance, unit, arrows, total, hits, golds, xs)
        SELECT CAST(round_id AS BLOB), 7, distance, unit, arrows, total, hits, golds, xs
        FROM round_summary_distances WHERE round_id = '\(Self.ids[6])' AND pass = 0;
      """)

    let all = try RoundSummaries.storedAll(
      connection, from: .text(Self.ids[0]), to: .text(Self.ids[6]))
    var damaged = 0
    // A distance whose round ID another program wrote as a blob sorts after every text ID: it
    // is outside the chunk of text IDs, as a look-up by the ID's text leaves it out.
    let alone = try #require(try RoundSummaries.stored(Self.ids[6], connection)).summary.distances
    let merged = try #require(try all[Self.ids[6]]?.get()).summary.distances
    #expect(merged == alone)
    for id in Self.ids.dropLast() {
      let alone: Result<RoundSummaries.Row?, StoreDamage>
      do {
        alone = .success(try RoundSummaries.stored(id, connection))
      } catch let damage as StoreDamage {
        alone = .failure(damage)
      }
      switch (all[id], alone) {
      case (nil, .success(nil)): continue
      case (.success(let row)?, .success(let one?)): #expect(row == one, "round \(id)")
      case (.failure(let damage)?, .failure(let one)):
        #expect(damage == one, "round \(id)")
        damaged += 1
      default: Issue.record("round \(id): \(String(describing: all[id])) alone \(alone)")
      }
    }
    #expect(damaged == 4, "the bad distance, status, class and the distance with no row")
    let readable = try #require(try all[Self.ids[0]]?.get().summary)
    #expect(readable.codename == "portsmouth" && !readable.distances.isEmpty)
  }
}
