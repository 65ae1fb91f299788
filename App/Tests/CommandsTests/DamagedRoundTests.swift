import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// A damaged round is not a missing one: `rounds show` by prefix, `export` and `stats` name it
/// and say why instead of acting as if it were not there.
@Suite("Damaged rounds through the command line", .timeLimit(.minutes(1)))
struct DamagedRoundTests {
  let path = NSTemporaryDirectory() + "quiver-damaged-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  /// A readable Bray I, a WA 18 m whose status another tool broke, and a WA 18 m with an arrow of
  /// 99 points; returns their IDs.
  func plant() async throws -> (good: String, badRow: String, badArrow: String) {
    let good = await run("rounds", "start", "bray_i").out.stdout
    let badRow = await run("rounds", "start", "wa18").out.stdout
    // One unfinished WA 18 at a time: the first is cancelled before the second starts.
    #expect(await run("rounds", "cancel", badRow.trimmingCharacters(in: .newlines)).status == 0)
    let badArrow = await run("rounds", "start", "wa18").out.stdout
    let ids = [good, badRow, badArrow].map { $0.trimmingCharacters(in: .newlines).lowercased() }
    #expect(await run("rounds", "score", ids[2], "X", "9", "8").status == 0)
    try Connection(path: path).execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE rounds SET status = 'sideways' WHERE id = '\(ids[1])';
      UPDATE arrows SET points = 99 WHERE arrow_index = 1
        AND round_id = '\(ids[2])' AND end_number = (SELECT min(end_number) FROM ends WHERE round_id = '\(ids[2])');
      """)
    return (ids[0], ids[1], ids[2])
  }

  @Test func aPrefixOfADamagedRoundSaysItIsDamaged() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = try await plant()
    let (status, out) = await run("rounds", "show", String(ids.badRow.prefix(8)))
    #expect(status == 1)
    #expect(out.stderr.contains("damaged round \(ids.badRow)"), "stderr: \(out.stderr)")
    #expect(out.stderr.contains("its definition or status cannot be read"))
    #expect(!out.stderr.contains("No round's ID"))
  }

  @Test func exportNamesEachRoundItCouldNotReadAndFails() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = try await plant()
    let (status, out) = await run("export", "--format", "json")
    #expect(status == 1)
    #expect(out.stdout.lowercased().contains(ids.good), "the readable round is still written")
    let lines = out.stderr.split(separator: "\n").filter { $0.contains("Not exported") }
    #expect(lines.count == 2, "stderr: \(out.stderr)")
    #expect(lines.contains { $0.contains("damaged round \(ids.badRow)") })
    #expect(lines.contains { $0.contains("round \(ids.badArrow)") && $0.contains("points") })
    #expect(lines.allSatisfy { $0.hasSuffix("The readable rounds were.") })
  }

  /// History reads stored summaries: a row another tool broke is named and left out; so is a
  /// round whose arrow it broke behind the summary (`DamagedSummaries`), and `check` names the
  /// difference.
  @Test func statsNamesTheRowItLeavesOutAndCheckNamesTheArrow() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = try await plant()
    let (status, out) = await run("stats", "--json")
    #expect(status == 0)
    let lines = out.stderr.split(separator: "\n").filter { $0.contains("Not counted") }
    #expect(lines.count == 2, "stderr: \(out.stderr)")
    #expect(lines.contains { $0.contains(ids.badRow) })
    #expect(lines.contains { $0.contains(ids.badArrow) && $0.contains("--repair") })
    #expect(out.stdout.contains("\"rounds\" : 1"), "neither is counted: \(out.stdout)")
    let check = await run("check")
    #expect(check.status == 1, "stdout: \(check.out.stdout) stderr: \(check.out.stderr)")
    #expect((check.out.stdout + check.out.stderr).contains(ids.badArrow))
  }

  @Test func anExportOfReadableRoundsSaysNothingMore() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = await run("rounds", "start", "bray_i")
    let (status, out) = await run("export", "--format", "csv")
    #expect(status == 0, "stderr: \(out.stderr)")
    #expect(!out.stderr.contains("Not exported"))
  }

  @Test func anIDPrefixOfADamagedArcherSaysItIsDamaged() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(await run("archers", "add", "Sam").status == 0)
    #expect(await run("archers", "add", "Alex").status == 0)
    let listed = await run("archers", "list", "--json").out.stdout
    let archers = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])
    let alex = try #require(archers.first { $0["name"] as? String == "Alex" }?["id"] as? String)
    try Connection(path: path).execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE archers SET gender = 'male' WHERE id = '\(alex)';
      """)
    for command in [["archers", "switch"], ["archers", "edit"], ["stats", "--archer"]] {
      var arguments = command + [String(alex.prefix(8))]
      if command == ["archers", "edit"] { arguments += ["--age", "u18"] }
      let out = CapturedOutput()
      let status = await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output)
      #expect(status == 1, "\(arguments): \(out.stderr)")
      #expect(
        out.stderr.contains("damaged archer \(alex)") && out.stderr.contains("unknown gender"))
      #expect(!out.stderr.contains("No archer"), "not 'not found': the store has them")
    }
  }
}
