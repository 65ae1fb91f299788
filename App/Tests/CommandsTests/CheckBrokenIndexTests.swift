import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// A broken page inside an index (stranger-final F2) is the index's, not its table's: every
/// index is derived from its table's rows, so `check` names the index and `--repair` makes it
/// again, while a broken page of a table that holds the record is still refused.
@Suite("quiver check on a broken index page", .timeLimit(.minutes(1)))
struct CheckBrokenIndexTests {
  let path = NSTemporaryDirectory() + "quiver-check-index-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  /// Three Portsmouths of 60 nines, checkpointed, then the first page of `name` overwritten.
  func store(breaking name: String) async throws {
    for _ in 0..<3 {
      let id = await run("rounds", "start", "portsmouth").out.stdout
        .trimmingCharacters(in: .newlines).lowercased()
      let out = CapturedOutput()
      let score = ["rounds", "score", id] + Array(repeating: "9", count: 60)
      #expect(await QuiverCLI(defaultLocation: .file(path)).run(score, output: out.output) == 0)
    }
    let db = try Connection(path: path)
    try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let page = try #require(
      try db.query("SELECT rootpage FROM sqlite_master WHERE name = ?", name) { $0.int(0) }.first)
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    var data = try #require(FileManager.default.contents(atPath: path))
    for offset in ((page - 1) * 4_096)..<(page * 4_096) { data[offset] = 0xA5 }
    try data.write(to: URL(fileURLWithPath: path))
  }

  @Test func aBrokenIndexPageIsNamedAsTheIndexAndMadeAgain() async throws {
    try await store(breaking: "round_summaries_by_date")
    let found = await run("check")
    #expect(found.status == 1)
    #expect(
      found.out.stdout.contains("broken pages in round_summaries_by_date, kept from"),
      "\(found.out.stdout)\(found.out.stderr)")
    #expect(found.out.stdout.contains("'quiver check --repair' makes it again"))
    let repaired = await run("check", "--repair", "--json")
    #expect(repaired.status == 0, "\(repaired.out.stdout)\(repaired.out.stderr)")
    #expect(repaired.out.stderr.contains("Repaired: round_summaries_by_date"))
    #expect(repaired.out.stdout.contains("\"repaired\" : true"), "\(repaired.out.stdout)")
    #expect(await run("check").status == 0)
    let through = try Connection(path: path).query(
      "SELECT count(*) FROM round_summaries INDEXED BY round_summaries_by_date WHERE date > 0"
    ) { $0.int(0) }
    #expect(through == [3])
    #expect(await run("rounds", "start", "wa18").status == 0)  // a round write works again
  }

  @Test func aBrokenPageOfTheRoundsIsStillTheRecordsAndRefused() async throws {
    try await store(breaking: "rounds")
    let found = await run("check", "--repair")
    #expect(found.status != 0)
    #expect(found.out.stderr.contains("restore a backup"), "\(found.out.stderr)")
    #expect(!found.out.stdout.contains("Repaired"))
  }
}
