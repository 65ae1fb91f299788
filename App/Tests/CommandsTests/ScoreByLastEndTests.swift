import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `rounds score` reads the round by its last end (issue 28: the 20,000th arrow costs what the
/// first did), yet acknowledges each arrow with the end and running totals a whole read gives,
/// across ends and calls, and stops at the round's last arrow.
@Suite("rounds score by the round's last end", .timeLimit(.minutes(1)))
struct ScoreByLastEndTests {
  let path = NSTemporaryDirectory() + "quiver-score-tail-\(UUID()).sqlite"

  func run(_ arguments: [String]) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  @Test func eachCallCarriesTheTotalsOnFromTheStore() async throws {
    let id = await run([
      "rounds", "start", "practice", "--distance", "18m", "--face", "40cm", "--system", "10_zone",
    ]).out.stdout.trimmingCharacters(in: .newlines)
    #expect(await run(["rounds", "score", id, "X", "10", "9", "8", "7", "6", "5"]).status == 0)
    let one = await run(["rounds", "score", id, "9"])
    #expect(one.out.stdout == "end 2 arrow 2: 9 (end 14, total 64)\n", "\(one.out.stdout)")
    let line = await run(["rounds", "score", id, "8", "7", "6", "5", "4"])
    #expect(
      line.out.stdout.split(separator: "\n").map(String.init) == [
        "end 2 arrow 3: 8 (end 22, total 72)", "end 2 arrow 4: 7 (end 29, total 79)",
        "end 2 arrow 5: 6 (end 35, total 85)", "end 2 arrow 6: 5 (end 40, total 90)",
        "end 3 arrow 1: 4 (end 4, total 94)",
      ], "\(line.out.stdout)")
  }

  @Test func theRoundsLastArrowPrintsItsCardAndNoneIsTakenAfter() async throws {
    let id = await run(["rounds", "start", "portsmouth"]).out.stdout
      .trimmingCharacters(in: .newlines)
    #expect(await run(["rounds", "score", id] + Array(repeating: "9", count: 58)).status == 0)
    let past = await run(["rounds", "score", id, "9", "9", "9"])
    #expect(past.status != 0)
    let last = await run(["rounds", "score", id, "10", "10"])
    #expect(last.status == 0, "\(last.out.stderr)")
    #expect(
      last.out.stdout.hasPrefix(
        "end 20 arrow 2: 10 (end 19, total 532)\nend 20 arrow 3: 10 (end 29, total 542)\n"),
      "\(last.out.stdout)")
    #expect(last.out.stdout.contains("Score card"), "\(last.out.stdout)")
    #expect(await run(["rounds", "score", id, "9"]).status != 0)
  }
}
