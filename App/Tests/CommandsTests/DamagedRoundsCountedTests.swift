import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// Damaged rounds are counted one way (issue 28, stranger findings 19 and 23): every history read
/// names the damaged round rows it leaves out and the rounds it counts with a damaged arrow, the
/// same rounds in the same words, and `rounds show` never prints two totals without saying
/// which is which.
@Suite("Damaged rounds counted one way", .timeLimit(.minutes(1)))
struct DamagedRoundsCountedTests {
  let path = NSTemporaryDirectory() + "quiver-counted-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  /// A whole Portsmouth, two more whose row another tool broke (no definition; a start no
  /// calendar has), and a WA 18 m with an arrow of 99 points, its summary rebuilt (so it counts
  /// the arrow as a miss) when `rebuilt`; returns the four IDs.
  func plant(rebuilt: Bool) async throws -> [String] {
    var ids: [String] = []
    for codename in ["portsmouth", "portsmouth", "portsmouth", "wa18"] {
      let id = await run("rounds", "start", codename).out.stdout
        .trimmingCharacters(in: .newlines).lowercased()
      let arrows = codename == "wa18" ? 3 : 60
      #expect(
        await run(["rounds", "score", id] + Array(repeating: "9", count: arrows)).status == 0)
      ids.append(id)
    }
    let connection = try Connection(path: path)
    try connection.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE rounds SET codename = 'no_such_round', definition = NULL WHERE id = '\(ids[1])';
      UPDATE rounds SET created_at = 1e300 WHERE id = '\(ids[2])';
      UPDATE arrows SET points = 99 WHERE arrow_index = 1
        AND round_id = '\(ids[3])' AND end_number = (SELECT min(end_number) FROM ends WHERE round_id = '\(ids[3])');
      """)
    if rebuilt { try RoundSummaries.rebuildAll(connection) }
    return ids
  }

  func run(_ arguments: [String]) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  @Test func everyHistoryReadNamesAndLeavesOutTheSameRounds() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = try await plant(rebuilt: true)
    let stats = await run("stats")
    let seasons = await run("stats", "seasons", "--json")
    let list = await run("rounds", "list", "--all")
    for (name, read) in [("stats", stats), ("seasons", seasons), ("list", list)] {
      #expect(read.status == 0, "\(name): \(read.out.stderr)")
      for damaged in ids[1...2] {
        #expect(read.out.stderr.contains("damaged round \(damaged)"), "\(name): \(read.out.stderr)")
      }
      #expect(
        read.out.stderr.contains("Counted as a miss: 1 damaged arrow of round \(ids[3])"),
        "\(name): \(read.out.stderr)")
    }
    #expect(stats.out.stdout.hasPrefix("2 rounds, 63 arrows"), "\(stats.out.stdout)")
    // The seasons count what stats counts: the two readable rounds, not the damaged rows.
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(seasons.out.stdout.utf8)) as? [String: Any])
    let years = try #require(report["years"] as? [[String: Any]])
    #expect(years.reduce(0) { $0 + ($1["rounds"] as? Int ?? 0) } == 2, "\(years)")
  }

  /// An arrow changed behind its summary: the sheet adds up the arrows, the card is the
  /// summary's, and the command says which is which.
  @Test func showSaysWhichOfTwoTotalsIsTheArrows() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = try await plant(rebuilt: false)
    let (status, out) = await run("rounds", "show", ids[3])
    #expect(status == 0, "\(out.stderr)")
    #expect(
      out.stdout.contains(
        "! Two totals: the arrows above add up to 18, and they are what is stored; the score card below is the stored summary's, 27"
      ), "\(out.stdout)")
    let sound = await run("rounds", "show", ids[0])
    #expect(!sound.out.stdout.contains("Two totals"), "\(sound.out.stdout)")
  }
}
