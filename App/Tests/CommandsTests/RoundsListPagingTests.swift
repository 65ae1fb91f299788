import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `quiver rounds list` shows a page: the newest rounds for a person, every round for `--all`
/// and for `--json` without `--limit`; and `stats groups` says when no arrow is plotted.
@Suite("rounds list pages", .timeLimit(.minutes(1)))
struct RoundsListPagingTests {
  let path = NSTemporaryDirectory() + "quiver-paging-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  /// Starts `count` rounds, returning their IDs newest first. An archer keeps one unfinished
  /// round at a time, so each but the newest is cancelled before the next starts.
  func start(_ count: Int) async -> [String] {
    var ids: [String] = []
    for started in 0..<count {
      let id = await run("rounds", "start", "wa18").out.stdout.trimmingCharacters(in: .newlines)
      ids.insert(id, at: 0)
      if started < count - 1 { _ = await run("rounds", "cancel", id) }
    }
    return ids
  }

  @Test func limitShowsTheNewestAndSaysHowToSeeTheRest() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = await start(3)
    let (status, out) = await run("rounds", "list", "--limit", "2")
    #expect(status == 0, "\(out.stderr)")
    let lines = out.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(out.stdout)")
    #expect(
      lines[0].hasPrefix(String(ids[0].prefix(8))) && lines[1].hasPrefix(String(ids[1].prefix(8))))
    #expect(
      lines[2]
        == "1 older round not shown; 'quiver rounds list --limit 3' or '--all' lists it.")
    let all = await run("rounds", "list", "--all")
    #expect(all.out.stdout.split(separator: "\n").count == 3 && !all.out.stdout.contains("older"))
    let json = await run("rounds", "list", "--json")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.stdout.utf8)) as? [[String: Any]])
    #expect(rows.map { $0["id"] as? String } == ids, "--json lists every round, newest first")
    let limited = await run("rounds", "list", "--json", "--limit", "1")
    #expect(limited.out.stdout.components(separatedBy: "\"id\"").count == 2)
  }

  @Test func limitAndAllTogetherAreRefusedInOneLine() async {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let both = await run("rounds", "list", "--limit", "2", "--all")
    #expect(both.status == 64 && both.out.stderr.split(separator: "\n").count == 1)
    let zero = await run("rounds", "list", "--limit", "0")
    #expect(zero.status == 64 && zero.out.stdout.isEmpty)
  }

  @Test func aDamagedRowIsStillNamedBesideAPage() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = await start(3)
    try Connection(path: path).execute(
      "PRAGMA ignore_check_constraints = ON; UPDATE rounds SET status = 'sideways' WHERE id = '\(ids[2])';"
    )
    let (status, out) = await run("rounds", "list", "--limit", "1")
    #expect(status == 0)
    #expect(out.stderr.contains("damaged round \(ids[2])"), "\(out.stderr)")
    #expect(out.stdout.split(separator: "\n").count == 2)
  }

  @Test func groupsSayWhenNoArrowIsPlotted() async {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = await start(1)[0]
    #expect(await run("rounds", "score", id, "9", "8").status == 0)
    let (status, out) = await run("stats", "groups")
    #expect(status == 0, "\(out.stderr)")
    #expect(out.stdout.hasPrefix("No plotted arrows in this round"), "\(out.stdout)")
  }
}
