import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// Saving an arrow reads what it touches — the round's row, the end it lands in and its
/// summary — never the round's earlier arrows, so the 20,000th arrow costs what the first did
/// (issue 28, stranger finding 21). Shown without timing: a page holding the round's earlier
/// arrows is broken, and the next arrow is still saved.
@Suite("A save into a long round", .timeLimit(.minutes(1)))
struct LongRoundSaveTests {
  @Test func theNextArrowIsSavedWithoutReadingTheEarlierOnes() async throws {
    let folder = NSTemporaryDirectory() + "quiver-long-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/long.sqlite"
    let practice = RoundDefinition.practice(
      distance: try Length(18, .metres), face: try Length(40, .centimetres), system: .tenZone,
      indoor: true,
      arrowsPerEnd: 6)
    let nine = try ArrowValue(points: 9, on: .tenZone)
    let count = 6_000
    let id: RoundID
    do {
      let rounds = RoundDAO(try Database(.file(path)))
      id = try await rounds.start(practice, setup: nil).id
      try await rounds.importArrows(
        id,
        (0..<count).map { ScoredArrow(endNumber: $0 / 6 + 1, arrowIndex: $0 % 6, value: nine) })
    }
    // The middle one of the arrows' leaf pages, scribbled over once the store is closed.
    let page = try {
      let db = try Connection(path: path)
      try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
      let leaves = try db.query(
        "SELECT pageno FROM dbstat WHERE name = 'arrows' AND pagetype = 'leaf' ORDER BY pageno"
      ) { $0.int(0) }
      return try #require(leaves.count > 10 ? leaves[leaves.count / 2] : nil)
    }()
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    var data = try #require(FileManager.default.contents(atPath: path))
    for offset in ((page - 1) * 4_096)..<(page * 4_096) { data[offset] = 0xA5 }
    try data.write(to: URL(fileURLWithPath: path))

    let rounds = RoundDAO(try Database(.file(path)))
    let next = ScoredArrow(endNumber: count / 6 + 1, arrowIndex: 0, value: .miss)
    try await rounds.saveArrow(id, next, expecting: [])
    let second = ScoredArrow(endNumber: count / 6 + 1, arrowIndex: 1, value: nine)
    try await rounds.saveArrow(id, second, expecting: [next.entry])
    // The earlier arrows are still broken: reading them all says so.
    await #expect(throws: StoreError.self) { _ = try await rounds.arrows(id) }
  }
}
