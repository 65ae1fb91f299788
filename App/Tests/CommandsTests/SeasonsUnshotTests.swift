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
}
