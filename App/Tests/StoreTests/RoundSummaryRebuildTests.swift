import CoreInterfaces
import Foundation
import Testing

@testable import Store

/// `RoundSummaries.eachBuilt` reads a chunk of rounds at a time, the chunk's arrows in one range
/// of their key, and counts a run of one round's arrows at a time (issue 28: `quiver check`): on
/// a hostile store — two rounds' ends written interleaved, arrows of no end, a round ID stored as
/// a blob, an end number written as text, damaged points, an end of no round — every round's
/// summary is the one built from that round alone, whatever the chunk's size, and a chunk holds
/// no more rounds than asked.
@Suite("Round summaries rebuilt side by side")
struct RoundSummaryRebuildTests {
  static let first = "00000000-0000-4000-8000-000000000001"
  static let second = "00000000-0000-4000-8000-000000000002"
  static let empty = "00000000-0000-4000-8000-000000000003"

  @Test func everyRoundIsWhatItAloneGives() throws {
    let folder = try TemporaryFolder()
    let connection = try Connection(path: folder.file("hostile.sqlite"))
    try Opener.migrate(connection, from: 0, isNew: true)
    try connection.execute(
      """
      PRAGMA foreign_keys = OFF;
      PRAGMA ignore_check_constraints = ON;
      INSERT INTO rounds (id, codename, status, created_at, updated_at)
        VALUES ('\(Self.first)', 'wa18', 'completed', 1, 1),
          ('\(Self.second)', 'portsmouth', 'inProgress', 2, 2),
          ('\(Self.empty)', 'wa18', 'inProgress', 3, 3);
      """)
    // Ends are written alternating between the two rounds (A1 B1 A2 B2 …), the first round's
    // last few after all of the second's, and an end of no round.
    var ends: [(String, Int)] = []
    for end in 1...8 { ends += [(Self.first, end), (Self.second, end)] }
    ends.append(("no-such-round", 1))  // its arrows are no round's, not the next run's
    for end in 9...20 { ends.append((Self.first, end)) }
    for (index, (round, end)) in ends.enumerated() {
      _ = try connection.run("INSERT INTO ends (round_id, end_number) VALUES (?, ?)", round, end)
      for arrow in 0..<3 {
        // Points 0 to 13 and any X mark: some no face scores, some marks no face has.
        let points = (index * 3 + arrow) % 14
        _ = try connection.run(
          """
          INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
            VALUES (?, ?, ?, ?, ?, ?)
          """, round, end, arrow, points, (index + arrow) % 4 == 0, points == 0)
      }
    }
    // Arrows of no end (round 'zzz', after every round), the second's ID as a blob (no text
    // round's), an end number written as text ('3', which reads as end 3), and an end 9 of the
    // second written last.
    try connection.execute(
      """
      INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
        VALUES ('zzz', 1, 0, 9, 0, 0), (CAST('\(Self.second)' AS BLOB), 1, 0, 9, 0, 0),
          ('\(Self.second)', '3', 5, 10, 1, 0);
      INSERT INTO ends (round_id, end_number) VALUES ('\(Self.second)', 9);
      INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
        VALUES ('\(Self.second)', 9, 0, 8, 0, 0), ('\(Self.second)', 9, 1, 7, 0, 0),
          ('\(Self.second)', 9, 2, 6, 0, 0);
      """)

    var built: [String: RoundSummaries.Row] = [:]
    try RoundSummaries.eachBuilt(connection) { id, row in built[id] = row }
    #expect(built.count == 3)
    for size in [1, 2] {
      var chunked: [String: RoundSummaries.Row] = [:]
      try RoundSummaries.eachBuilt(connection, size: size) { id, row in chunked[id] = row }
      #expect(chunked == built, "chunks of \(size)")
      var chunks: [Int] = []
      try RoundSummaries.eachChunk(connection, size: size) { first, last in
        chunks.append(
          try connection.query(
            "SELECT count(*) FROM rounds WHERE id BETWEEN ? AND ?", first, last
          ) { $0.int(0) }.first ?? 0)
      }
      #expect(chunks == (size == 1 ? [1, 1, 1] : [2, 1]), "every round once, \(size) at a time")
    }
    for id in [Self.first, Self.second, Self.empty] {
      let alone = try #require(try RoundSummaries.build(id, connection))
      #expect(built[id] == alone, "round \(id)")
    }
    let first = try #require(built[Self.first]?.summary)
    #expect(first.tally.arrows == 60)
    #expect(first.damagedArrows > 0 && first.tally.total > 0)
    let second = try #require(built[Self.second]?.summary)
    #expect(
      second.tally.arrows == 28, "8 ends, the arrow at end '3' and end 9; not the blob's arrow"
    )
    #expect(built[Self.empty]?.summary.tally.arrows == 0)
  }
}
