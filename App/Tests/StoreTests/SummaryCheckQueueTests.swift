import CoreInterfaces
import Foundation
import Testing

@testable import Store

/// `quiver check` compares the summaries on two connections that take the rounds' chunks from
/// one queue (`SummaryCheck.Queue`): every round is compared exactly once, however the chunks
/// fall between the two readers and whatever the chunk size, and a difference in any chunk is
/// found, in date order, as the one-reader rule finds it.
@Suite("Check's shared chunks")
struct SummaryCheckQueueTests {
  /// A store of `count` rounds with IDs in an order other than their dates', each with one end.
  static func store(_ folder: borrowing TemporaryFolder, rounds count: Int) throws -> Connection {
    let connection = try Connection(path: folder.file("queue.sqlite"))
    try Opener.migrate(connection, from: 0, isNew: true)
    for index in 0..<count {
      let id = String(format: "%08x-0000-4000-8000-000000000000", (index * 7) % count)
      _ = try connection.run(
        """
        INSERT INTO rounds (id, codename, status, created_at, updated_at)
          VALUES (?, 'wa18', 'inProgress', ?, ?)
        """, id, 1_600_000_000 + index * 3_600, 1_600_000_000 + index * 3_600)
      _ = try connection.run("INSERT INTO ends (round_id, end_number) VALUES (?, 1)", id)
      _ = try connection.run(
        """
        INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
          VALUES (?, 1, 0, 9, 0, 0)
        """, id)
    }
    try RoundSummaries.rebuildAll(connection)
    return connection
  }

  @Test(arguments: [1, 3, 7, 20])
  func everyRoundIsTakenOnce(size: Int) throws {
    let folder = try TemporaryFolder()
    let db = try Self.store(folder, rounds: 20)
    let chunks = try RoundSummaries.IDRange.chunks(db, size: size)
    #expect(chunks.count == 20 / size + 1, "the full chunks and what is left after them")
    let queue = SummaryCheck.Queue(chunks)
    var seen: [String] = []
    var reader = 0
    // Two readers, taking in turn: each range's rounds, read as the check reads them.
    while let range = queue.take() {
      reader = 1 - reader
      try RoundSummaries.eachChunk(db, in: range) { first, last in
        seen += try db.query(
          "SELECT id FROM rounds WHERE id BETWEEN ? AND ? ORDER BY id", first, last
        ) { $0.string(0) }
      }
    }
    #expect(queue.take() == nil)
    let all = try db.query("SELECT id FROM rounds ORDER BY id") { $0.string(0) }
    #expect(seen == all, "every round once, in ID order, \(size) at a time")
  }

  @Test func differencesInEveryChunkAreFoundInDateOrder() throws {
    let folder = try TemporaryFolder()
    let db = try Self.store(folder, rounds: 20)
    // Two summaries wrong, in chunks the two readers take apart.
    let ids = try db.query("SELECT id FROM rounds ORDER BY id") { $0.string(0) }
    for id in [ids[1], ids[18]] {
      _ = try db.run("UPDATE round_summaries SET total = total + 1 WHERE round_id = ?", id)
    }
    let queue = SummaryCheck.Queue(try RoundSummaries.IDRange.chunks(db, size: 3))
    let first = try SummaryCheck.rounds(db, in: try #require(queue.take()))
    let rest = try SummaryCheck.rounds(db, from: queue)
    let shared = try SummaryCheck.finish(db, [first, rest], derived: [])
    let alone = try SummaryCheck.run(db)
    #expect(shared.differences.count == 2)
    #expect(shared.differences == alone.differences, "the same lines, in the same order")
  }
}
