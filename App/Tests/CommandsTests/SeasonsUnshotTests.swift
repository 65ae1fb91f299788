import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `stats seasons` on rounds started but not shot (stranger 28b #12): a season counts rounds
/// with arrows, so it says none are shot yet, never "No rounds yet." while rounds exist.
@Suite("stats seasons before any arrow", .timeLimit(.minutes(1)))
struct SeasonsUnshotTests {
  let path = NSTemporaryDirectory() + "quiver-unshot-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  @Test func roundsWithNoArrowsAreNotNoRounds() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(await run("stats", "seasons").out.stdout == "No rounds yet.\n")
    #expect(await run("rounds", "start", "portsmouth").status == 0)
    let seasons = await run("stats", "seasons")
    #expect(seasons.status == 0)
    #expect(
      seasons.out.stdout
        == "No arrows shot yet in the 1 round stored; a season counts rounds with arrows.\n")
  }

  /// Beside shot rounds, the unshot ones are counted too, not left out without a word (28b #12).
  @Test func unshotRoundsBesideShotOnesAreCounted() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let shot = await run("rounds", "start", "portsmouth").out.stdout
      .trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "score", shot, "9", "9", "9").status == 0)
    #expect(await run("rounds", "start", "wa18").status == 0)
    #expect(await run("rounds", "start", "bray_i").status == 0)
    let seasons = await run("stats", "seasons")
    #expect(seasons.status == 0)
    let lines = seasons.out.stdout.split(separator: "\n")
    #expect(lines.count == 3, "\(seasons.out.stdout)")
    #expect(lines.first?.contains("3 arrows  1 round") == true, "\(seasons.out.stdout)")
    #expect(lines.last == "2 rounds have no arrows yet, so no season counts them.")
    let json = await run("stats", "seasons", "--json")
    #expect(json.out.stdout.contains("\"roundsWithoutArrows\" : 2"), "\(json.out.stdout)")
    #expect(await run("rounds", "score", shot, "9").status == 0)
    let filtered = await run("stats", "seasons", "--round", "portsmouth")
    #expect(filtered.status == 0, "\(filtered.out.stderr)")
    #expect(filtered.out.stdout.contains("1 round"), "\(filtered.out.stdout)")
    #expect(!filtered.out.stdout.contains("no arrows yet"), "\(filtered.out.stdout)")
  }
}
