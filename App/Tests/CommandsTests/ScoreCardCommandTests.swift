import Commands
import CoreInterfaces
import Foundation
import Store
import Testing

@testable import CommandKit

/// The score card through the executable's entry point, on a file: a round completes itself at
/// its last arrow and prints its card; `finish` ends a round early ("ended early") or practice.
@Suite("The score card through the command line", .timeLimit(.minutes(2)))
struct ScoreCardCommandTests {
  let path = NSTemporaryDirectory() + "quiver-card-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (Int32, CapturedOutput) {
    await run(arguments)
  }

  func run(_ arguments: [String]) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let status = await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output) {
      nil
    }
    return (status, out)
  }

  /// Starts `codename`; its ID.
  func start(_ codename: String, _ more: String...) async throws -> String {
    let (status, out) = await run(["rounds", "start", codename] + more)
    try #require(status == 0, "\(out.stderr)")
    return out.stdout.trimmingCharacters(in: .newlines)
  }

  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  /// The output the README's tour shows under its score-card marker, after the command line.
  static func readmeCard() throws -> [String] {
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- BEGIN score card"))
    let end = try #require(text.range(of: "<!-- END score card -->"))
    let lines = text[begin.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    return Array(lines.drop { !$0.hasPrefix("$ quiver") }.dropFirst().prefix { $0 != "```" })
  }

  /// The lines after the last arrow's: the card.
  func card(_ stdout: String) -> [String] {
    Array(
      stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .drop { !$0.hasPrefix("Score card") }.dropLast())
  }

  @Test func aWholeWA18ByScoreCompletesItselfAndPrintsTheCardThenBestsAreWeighed() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(await run("archers", "add", "Sam", "--style", "recurve", "--age", "adult").0 == 0)
    let first = try await start("wa18")
    let nines = Array(repeating: "9", count: 60)
    let (status, out) = await run(["rounds", "score", first] + nines)
    #expect(status == 0, "\(out.stderr)")
    let lines = out.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.filter { $0.hasPrefix("end ") }.count == 60, "every arrow acknowledged")
    #expect(lines.contains("end 20 arrow 3: 9 (end 27, total 540)"))
    let card = card(out.stdout)
    #expect(card.first == "Score card — WA 18 m: 540 / 600 (completed)")
    #expect(card.contains("  60 arrows, 60 hits, 60 golds, 0 Xs"))
    #expect(card.contains("  18 m: 270, 30 arrows, 30 hits, 30 golds, 0 Xs"))
    #expect(card.contains { $0.hasPrefix("  Handicap ") })
    #expect(card.contains { $0.hasPrefix("  Classification I-") }, "\(card)")
    #expect(card.last == "  Personal best: the first WA 18 m shot.")
    // The README's tour shows this very output after its `$ quiver rounds score` line.
    let tour = try Self.readmeCard()
    #expect(tour.count > 5)
    #expect(
      Array(
        out.stdout.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init).dropLast().suffix(tour.count)) == tour)
    #expect(await run("rounds", "show", first, "--json").1.stdout.contains("\"completed\""))

    let second = try await start("wa18")
    let better = await run(
      ["rounds", "score", second] + Array(nines.dropLast(3)) + ["X", "10", "9"])
    #expect(self.card(better.1.stdout).last == "  Personal best by 2 (previous best 540).")
    let third = try await start("wa18")
    let worse = await run(["rounds", "score", third] + Array(repeating: "8", count: 60))
    #expect(self.card(worse.1.stdout).last == "  Not a personal best (best 542).")

    // The same card in show, stats --round, and finish (which changes nothing now).
    let shown = await run("rounds", "show", third)
    #expect(self.card(shown.1.stdout).last == "  Not a personal best (best 542).")
    let stats = await run("stats", "--round", third)
    #expect(self.card(stats.1.stdout).first == "Score card — WA 18 m: 480 / 600 (completed)")
    let finished = await run("rounds", "finish", third)
    #expect(finished.0 == 0, "\(finished.1.stderr)")
    #expect(finished.1.stdout.hasPrefix("Finished WA 18 m: 480.\n\nScore card — WA 18 m: 480"))
  }

  @Test func aRoundFinishedEarlyHasOneNameEverywhereAndPracticeNeverCompletesItself() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = try await start("portsmouth")
    #expect(await run("rounds", "score", id, "9", "9", "9").0 == 0)
    let (status, out) = await run("rounds", "finish", id)
    #expect(status == 0, "\(out.stderr)")
    #expect(
      out.stdout
        == """
        Finished Portsmouth: 27.

        Score card — Portsmouth: 27 / 600 (ended early, 3 of 60 arrows)
          3 arrows, 3 hits, 3 golds, 0 Xs
          20 yd: 27, 3 arrows, 3 hits, 3 golds, 0 Xs
          20 yd: 0, 0 arrows, 0 hits, 0 golds, 0 Xs

        """)
    let json = await run("rounds", "finish", id, "--json")
    #expect(json.1.stdout.contains("\"state\" : \"endedEarly\""), "\(json.1.stdout)")
    #expect(json.1.stdout.contains("\"status\" : \"endedEarly\""), "\(json.1.stdout)")
    #expect(!json.1.stdout.contains("\"handicap\""))
    // One name in the list, the sheet and their JSON: never "completed" for a round cut short.
    let listed = await run("rounds", "list").1.stdout
    #expect(listed.contains("ended early") && !listed.contains("completed"), "\(listed)")
    #expect(await run("rounds", "show", id).1.stdout.hasPrefix("Portsmouth (ended early"))
    let shownJSON = await run("rounds", "show", id, "--json").1.stdout
    #expect(shownJSON.contains("\"status\" : \"endedEarly\""), "\(shownJSON)")
    #expect(await run("rounds", "list", "--json").1.stdout.contains("\"endedEarly\""))

    let practice = try await start(
      "practice", "--distance", "18m", "--face", "40cm", "--system", "10_zone", "--per-end", "3")
    let many = await run(["rounds", "score", practice] + Array(repeating: "10", count: 90))
    #expect(many.0 == 0, "\(many.1.stderr)")
    #expect(!many.1.stdout.contains("Score card"), "practice never completes itself")
    #expect(await run("rounds", "list").1.stdout.contains("in progress"))
    let ended = await run("rounds", "finish", practice)
    #expect(ended.1.stdout.contains("Score card — Practice at 18 m: 900 (completed, 90 arrows)"))
  }

  @Test func aDamagedSummaryIsOneLineAndTheSheetStillShows() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = try await start("bray_i")
    #expect(await run("rounds", "score", id, "9").0 == 0)
    let database = try Database(.file(path))
    try await database.write { db in  // another tool writes what Quiver would not
      try db.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
      _ = try db.run("UPDATE round_summaries SET status = 'sideways' WHERE round_id = ?", id)
    }
    let (status, out) = await run("rounds", "show", id)
    #expect(status == 0)
    #expect(out.stdout.hasPrefix("Bray I (in progress"))
    #expect(!out.stdout.contains("Score card"))
    #expect(
      out.stderr
        == "quiver: The score card cannot be shown: the database holds a damaged summary of round \(id) (its status is not one Quiver knows); it was left as it is\n"
    )
    #expect(await run("rounds", "delete", id, "--yes").0 == 0)
    let gone = await run("rounds", "show", id)
    #expect(gone.0 == 1)
    #expect(gone.1.stderr.contains("it may have been deleted"), "\(gone.1.stderr)")
  }
}
