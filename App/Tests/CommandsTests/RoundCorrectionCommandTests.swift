import Commands
import CoreInterfaces
import Foundation
import Store
import Testing

@testable import CommandKit

/// `rounds edit`, `rename`, `delete` and `add` through the executable's entry point, on a file.
@Suite("Correcting rounds through the command line", .timeLimit(.minutes(1)))
struct RoundCorrectionCommandTests {
  let path = NSTemporaryDirectory() + "quiver-corrections-\(UUID()).sqlite"

  /// Runs `arguments` on the test's database, answering prompts with `answers`.
  func run(_ arguments: String..., answers: [String] = []) async -> (Int32, CapturedOutput) {
    await run(arguments, answers: answers)
  }

  /// The same, with the arguments as an array.
  func run(_ arguments: [String], answers: [String] = []) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let lines = Locked(answers)
    let status = await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output) {
      lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
    return (status, out)
  }

  /// A WA 18 with X 10 9 in its first end; its ID.
  func started() async throws -> String {
    let (status, out) = await run("rounds", "start", "wa18")
    #expect(status == 0, "\(out.stderr)")
    let id = out.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "score", id, "X", "10", "9").0 == 0)
    return id
  }

  @Test func anArrowIsCorrectedAndTheNewTotalsShownWhileBadOnesChangeNothing() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = try await started()
    let (status, out) = await run("rounds", "edit", id, "1", "3", "10")
    #expect(status == 0, "\(out.stderr)")
    #expect(out.stdout == "end 1 arrow 3: 9 → 10; end 1 total 30, WA 18 m 30 (3 of 60 arrows)\n")
    let refused = [
      await run("rounds", "edit", id, "1", "2", "11"),
      await run("rounds", "edit", id, "2", "1", "9"),
      await run("rounds", "edit", id, "1", "4", "9"),
    ]
    #expect(refused.map(\.0) == [1, 1, 1])
    #expect(refused[1].1.stderr.contains("End 2 has no arrow 1 yet"))
    let shown = await run("rounds", "list")
    #expect(shown.1.stdout.contains("30"))
    #expect(await run("rounds", "show", id).1.stdout.contains("X  10 10  30   30"))
  }

  @Test func theSameValueAgainKeepsWhereAPlottedArrowHit() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = await run("rounds", "start", "wa18").1.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "plot", id, "0", "25").0 == 0)  // a 9 at 25 mm
    #expect(
      await run("rounds", "edit", id, "1", "1", "9").1.stdout.hasPrefix("end 1 arrow 1: 9 → 9"))
    #expect(await run("rounds", "show", id, "--json").1.stdout.contains("\"yMm\" : 25"))
    #expect(await run("rounds", "edit", id, "1", "1", "8").0 == 0)
    #expect(
      !(await run("rounds", "show", id, "--json").1.stdout.contains("yMm")),
      "a new value no longer matches where it hit")
  }

  @Test func aRoundIsRenamedAndAnEmptyNameRefused() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = try await started()
    let (status, out) = await run("rounds", "rename", id, "Club night")
    #expect(status == 0, "\(out.stderr)")
    #expect(out.stdout == "Renamed: Club night 29 (3 of 60 arrows)\n")
    #expect(await run("rounds", "rename", id, "  ").0 == 64)
    #expect(await run("rounds", "list").1.stdout.contains("Club night"))
  }

  @Test func deletingAsksAndOnlyAYesDeletes() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let id = try await started()
    let declined = await run("rounds", "delete", id, answers: ["n"])
    #expect(declined.0 == 1)
    #expect(declined.1.stdout.contains("Delete WA 18 m 29 (3 of 60 arrows)"))
    #expect(declined.1.stderr.hasPrefix("quiver: Nothing was deleted"))
    #expect(await run("rounds", "delete", id, "--json", answers: ["y"]).0 == 1, "--json never asks")
    #expect(await run("rounds", "delete", id).0 == 1, "no answer at all is a no")
    #expect(await run("rounds", "show", id).0 == 0)
    let (status, out) = await run("rounds", "delete", id, answers: ["y"])
    #expect(status == 0, "\(out.stderr)")
    #expect(
      out.stdout.hasSuffix("? Its arrows go too. [y/N] Deleted WA 18 m 29 (3 of 60 arrows).\n"))
    #expect(await run("rounds", "show", id).0 != 0)
    let other = try await started()
    #expect(await run("rounds", "delete", other, "--yes").0 == 0)
    #expect(await run("rounds", "list").1.stdout.contains("No rounds"))
  }

  @Test func aPaperRoundIsAddedWholeOrNotAtAll() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let end = "10 9 9"
    let whole = Array(repeating: end, count: 20).joined(separator: "/")
    let (status, out) = await run(
      "rounds", "add", "wa18", "--date", "2026-01-31", "--ends", whole, "--json")
    #expect(status == 0, "\(out.stderr)")
    let printed = try #require(
      try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
    let json = try #require(printed["round"] as? [String: Any])
    #expect((printed["card"] as? [String: Any])?["hits"] as? Int == 60)
    #expect(json["score"] as? Int == 560)
    #expect(json["status"] as? String == "completed")
    #expect(json["startedAt"] as? String == "2026-01-31T12:00:00Z")
    let short = Array(repeating: end, count: 19).joined(separator: "/")
    for (refused, status) in [
      (await run("rounds", "add", "wa18", "--date", "2026-01-31", "--ends", short), Int32(1)),
      (await run("rounds", "add", "wa18", "--date", "2026-02-30", "--ends", whole), 64),
      (await run("rounds", "add", "wa18", "--date", "1899-12-31", "--ends", whole), 64),
      (await run("rounds", "add", "wa18", "--date", "2026-01-31", "--ends", whole + "/X"), 1),
    ] {
      #expect(refused.0 == status, "\(refused.1.stderr)")
      #expect(refused.1.stdout.isEmpty)
    }
    #expect(await run("rounds", "add", "wa18", "--ends", whole).0 == 64)
    #expect(
      await run("rounds", "list", "--json").1.stdout.components(separatedBy: "\"id\"").count == 2)
  }

  @Test func aPaperRoundIsAddedByItsTotalOnlyWhereTheRoundCanScoreIt() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (status, out) = await run(
      "rounds", "add", "wa18", "--date", "2026-01-31", "--score", "534", "--json")
    #expect(status == 0, "\(out.stderr)")
    let printed = try #require(
      try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
    let json = try #require(printed["round"] as? [String: Any])
    #expect((printed["card"] as? [String: Any])?["hits"] is NSNull, "not recorded, never 0")
    #expect(json["score"] as? Int == 534 && json["recordedTotal"] as? Int == 534)
    // Its arrows count as shot, as `rounds list` and its card count them (stranger 12).
    #expect(json["status"] as? String == "completed" && json["arrows"] as? Int == 60)
    let id = try #require(json["id"] as? String)
    let shown = await run("rounds", "show", id).1.stdout
    #expect(shown.contains("534 / 600, entered as a total"))
    #expect(shown.contains("Entered as a total of 60 arrows: its hits, golds, Xs and distances"))
    #expect(!shown.contains("0 hits"), "no counts that were never recorded: \(shown)")
    let single = await run("stats", "--round", id).1.stdout
    #expect(single.contains("\(id): 534, entered as a total"), "\(single)")
    #expect(!single.contains("Total 0 from 0 arrows"))
    for (arguments, expected) in [
      (["york", "--score", "1295"], Int32(1)),  // one below the maximum: no values add up to it
      (["wa18", "--score", "601"], 1),
      (["wa18", "--score", "-1"], 64),
      (["wa18", "--score", "\(Int.min)"], 64),
      (["wa18", "--score", "1e308"], 64),
      (["wa18", "--score", "500", "--ends", "X"], 64),
    ] {
      let refused = await run(["rounds", "add"] + arguments + ["--date", "2026-01-31"])
      #expect(refused.0 == expected, "\(arguments): \(refused.1.stderr)")
      #expect(refused.1.stdout.isEmpty && refused.1.stderr.split(separator: "\n").count == 1)
    }
    let stats = await run("stats")
    #expect(stats.1.stdout.contains("1 round, 60 arrows, total 534"))
    // No count was recorded: said so, never 0 (stranger 12; the JSON's null).
    #expect(
      stats.1.stdout.contains("X, 10+X, hits, misses and golds: not recorded"),
      "no miss was recorded: \(stats.1.stdout)")
    #expect(!stats.1.stdout.contains("misses 0"))
    #expect(await run("check").0 == 0, "the summary is what the stored total gives")
    #expect(
      await run("rounds", "list", "--json").1.stdout.components(separatedBy: "\"id\"").count == 2,
      "only the one round was stored")
  }
}
