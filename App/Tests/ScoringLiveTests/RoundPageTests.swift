import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// A page of rounds read through the store's index, and damaged rows found by a query: the
/// reads `rounds list` and the Rounds screen make, which no longer read every round.
@Suite("Round pages and damaged rows", .timeLimit(.minutes(1)))
struct RoundPageTests {
  let database: Database
  let rounds: RoundDAO
  init() throws {
    database = try Database(.inMemory)
    rounds = RoundDAO(database)
  }

  /// Starts a Portsmouth stored as started `daysAgo` days before a fixed day.
  @discardableResult
  func start(daysAgo: Double) async throws -> RoundID {
    let id = try await rounds.start(try #require(RoundCatalogue.round("portsmouth")), setup: nil)
      .id
    try await database.write { db in
      _ = try db.run(
        "UPDATE rounds SET created_at = ? WHERE id = ?", 1_800_000_000 - daysAgo * 86_400,
        id.description)
    }
    return id
  }

  @Test func aPageHoldsTheNewestRoundsAndCountsTheRest() async throws {
    var ids: [RoundID] = []
    for day in 0..<5 { ids.append(try await start(daysAgo: Double(day))) }
    let first = try await rounds.page(RoundPage(limit: 2))
    #expect(first.listed.items.map(\.id) == Array(ids.prefix(2)), "newest first")
    #expect(first.remaining == 3)
    let all = try await rounds.page(.all)
    #expect(all.listed.items.map(\.id) == ids && all.remaining == 0 && all.next == nil)
    #expect(all.listed.items == (try await rounds.list()).items, "the page reads as the list")
    let second = try await rounds.page(try #require(first.next))
    #expect(second.listed.items.map(\.id) == Array(ids[2..<4]) && second.remaining == 1)
    let last = try await rounds.page(try #require(second.next))
    #expect(last.listed.items.map(\.id) == [ids[4]] && last.remaining == 0 && last.next == nil)
  }

  @Test func aRoundStartedWhilePagingNeitherShiftsNorRepeatsTheNextPage() async throws {
    var ids: [RoundID] = []
    for day in 0..<4 { ids.append(try await start(daysAgo: Double(day))) }
    let first = try await rounds.page(RoundPage(limit: 2))
    try await start(daysAgo: -1)  // newer than every round shown
    let second = try await rounds.page(try #require(first.next))
    #expect(second.listed.items.map(\.id) == Array(ids[2..<4]))
    // Two rounds started at one instant are ordered by ID, and a page boundary between them holds.
    let twins = [try await start(daysAgo: 10), try await start(daysAgo: 10)]
      .sorted { $0.description < $1.description }
    var seen: [RoundID] = []
    var page: RoundPage? = RoundPage(limit: 1)
    while let next = page {
      let read = try await rounds.page(next)
      seen += read.listed.items.map(\.id)
      page = read.next
    }
    #expect(seen.suffix(2) == twins[...] && Set(seen).count == seen.count && seen.count == 7)
  }

  @Test func anIDPrefixReadsOnlyTheRoundsItCanName() async throws {
    let ids = [try await start(daysAgo: 0), try await start(daysAgo: 1)]
    let prefix = String(ids[1].description.prefix(6))
    for text in [prefix, prefix.uppercased()] {
      let named = try await rounds.page(RoundPage(limit: nil, idPrefix: text))
      #expect(named.listed.items.map(\.id) == [ids[1]], "\(text)")
    }
    let none = try await rounds.page(RoundPage(limit: nil, idPrefix: "zz"))
    #expect(none.listed.items.isEmpty && none.remaining == 0)
  }

  @Test func damagedRowsAreWhatTheWholeListFinds() async throws {
    let kept = try await start(daysAgo: 0)
    let broken = [
      try await start(daysAgo: 1), try await start(daysAgo: 2), try await start(daysAgo: 3),
      try await start(daysAgo: 4),
    ]
    let snapshotOnly = try await start(daysAgo: 5)
    try await database.write { db in
      try db.execute(
        """
        PRAGMA ignore_check_constraints = ON;
        UPDATE rounds SET status = 'sideways' WHERE id = '\(broken[0])';
        UPDATE rounds SET created_at = 'yesterday' WHERE id = '\(broken[1])';
        UPDATE rounds SET created_at = 1e15 WHERE id = '\(broken[2])';
        DELETE FROM round_summary_distances WHERE round_id = '\(broken[3])';
        DELETE FROM round_summaries WHERE round_id = '\(broken[3])';
        UPDATE rounds SET id = 'not-a-uuid' WHERE id = '\(broken[3])';
        UPDATE rounds SET definition = '{"not": "a round"}', codename = 'nothing_known'
          WHERE id = '\(snapshotOnly)';
        UPDATE rounds SET definition = 'garbage' WHERE id = '\(kept)';
        """)
    }
    let damaged = try await rounds.damagedRows()
    #expect(damaged == (try await rounds.list()).damaged)
    // A start stored as text is a candidate the reader still reads (as 1970): the query may
    // name more rows than are damaged, and the reader decides.
    #expect(damaged.count == 4, "\(damaged)")
    #expect(!damaged.contains { $0.description.contains(broken[1].description) })
    #expect(!damaged.contains { $0.description.contains(kept.description) }, "read by codename")
    #expect(damaged.contains { $0.description.contains(snapshotOnly.description) })
  }
}
