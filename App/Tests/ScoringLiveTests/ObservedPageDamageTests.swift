import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// The Rounds screen's page (stranger 28b #4): a damaged round row holds no place in the list
/// and is not in its count — "of N" and the numbers are the rounds the screen can show, as
/// `rounds list --all` lists them — and it is named on every page, not only where it falls.
@Suite("A damaged row in the Rounds screen's pages", .timeLimit(.minutes(1)))
struct ObservedPageDamageTests {
  @Test func theDamagedRowIsNamedOnEveryPageAndCountedInNone() async throws {
    let database = try Database(.inMemory)
    let rounds = RoundDAO(database)
    var ids: [RoundID] = []
    for day in 0..<4 {
      let id = try await rounds.start(try #require(RoundCatalogue.round("portsmouth")), setup: nil)
        .id
      try await database.write { db in
        _ = try db.run(
          "UPDATE rounds SET created_at = ? WHERE id = ?", 1_800_000_000 - Double(day) * 86_400,
          id.description)
      }
      ids.append(id)
    }
    let damaged = ids[1].description
    try await database.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run("UPDATE rounds SET status = 'sideways' WHERE id = ?", damaged)
    }
    let first = try await rounds.observeList(ListPage(limit: 2)).first()
    #expect(first.total == 3)
    #expect(first.rows.items.map(\.id) == [ids[0], ids[2]])
    #expect(first.rows.damaged.count == 1 && first.rows.damaged.first?.id == ids[1].description)
    let second = try await rounds.observeList(ListPage(limit: 2).next).first()
    #expect(second.rows.items.map(\.id) == [ids[3]] && !second.hasNext)
    #expect(second.rows.damaged.map(\.id) == [ids[1].description])
  }

  /// A round whose summary is damaged (`DamagedSummaries`) keeps its place and is named.
  @Test func aDamagedSummaryIsNamedOnThePage() async throws {
    let database = try Database(.inMemory)
    let rounds = RoundDAO(database)
    let id = try await rounds.start(try #require(RoundCatalogue.round("portsmouth")), setup: nil)
      .id.description
    try await database.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run("UPDATE round_summaries SET total = 99999999 WHERE round_id = ?", id)
    }
    let page = try await rounds.observeList(ListPage(limit: 2)).first()
    #expect(page.total == 1 && page.rows.items.count == 1)
    #expect(page.rows.damaged.map(\.id) == [id])
    #expect(page.rows.damaged.first?.problem == DamagedSummaries.problem)
  }
}

/// A broken page of the derived round count (stranger 28b #10) leaves the Rounds screen's pages
/// readable: the rounds are counted instead of read from the kept row.
@Suite("The Rounds screen beside a broken round count", .timeLimit(.minutes(1)))
struct BrokenRoundCountTests {
  @Test func thePagesCountTheRoundsWhenTheKeptCountCannotBeRead() async throws {
    let path = NSTemporaryDirectory() + "quiver-count-\(UUID()).sqlite"
    do {
      let database = try Database(.file(path))
      let rounds = RoundDAO(database)
      for _ in 0..<3 {
        _ = try await rounds.start(try #require(RoundCatalogue.round("portsmouth")), setup: nil)
      }
      try await database.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
    }
    let page = try #require(
      try Connection(path: path).query(
        "SELECT rootpage FROM sqlite_master WHERE name = 'round_summary_counts'"
      ) { $0.int(0) }.first)
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    var data = try #require(FileManager.default.contents(atPath: path))
    for offset in ((page - 1) * 4_096)..<(page * 4_096) { data[offset] = 0xA5 }
    try data.write(to: URL(fileURLWithPath: path))

    let listed = try await RoundDAO(try Database(.file(path))).observeList(ListPage(limit: 2))
      .first()
    #expect(listed.total == 3 && listed.rows.items.count == 2)
  }
}
