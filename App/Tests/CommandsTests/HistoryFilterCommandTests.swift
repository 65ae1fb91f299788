import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// The history filters mean one thing everywhere: `--round` is a codename across history, a
/// filter that picks nothing says so, and filters across history do not apply to one round.
@Suite("History filters through the command line", .timeLimit(.minutes(1)))
struct HistoryFilterCommandTests {
  let path = NSTemporaryDirectory() + "quiver-filters-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  @Test func aFilterThatPicksNothingOrDoesNotApplySaysSo() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(await run("stats").out.stdout == "No rounds yet.\n")
    let id = await run("rounds", "start", "wa18").out.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "score", id, "9").status == 0)
    for command in ["all", "pbs", "seasons"] {
      let none = await run("stats", command, "--since", "2099-01-01")
      #expect(none.out.stdout == "No rounds match these filters.\n", "\(command)")
      let byID = await run("stats", command, "--round", String(id.prefix(8)))
      if command == "all" {
        #expect(byID.status == 0, "stats --round takes one round's ID too")
      } else {
        #expect(byID.status == 64, "\(command): \(byID.out.stderr)")
        #expect(byID.out.stderr.contains("--round takes a kind of round by codename"))
      }
    }
    let mixed = await run("stats", "--round", id, "--since", "2030-01-01")
    #expect(mixed.status == 64)
    #expect(mixed.out.stderr.contains("--since picks rounds across history"))
  }
}
