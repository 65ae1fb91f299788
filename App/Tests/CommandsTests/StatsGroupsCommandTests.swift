import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `quiver stats groups`: per-arrow analysis over the rounds the history filters pick.
@Suite("stats groups through the command line", .timeLimit(.minutes(1)))
struct StatsGroupsCommandTests {
  let path = NSTemporaryDirectory() + "quiver-groups-\(UUID()).sqlite"

  func run(_ arguments: [String]) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  @Test func aShaftThatFliesApartAcrossTwoRoundsIsNamed() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(await run(["stats", "groups"]).1.stdout == "No rounds match.\n")
    // Two WA 18s (40 cm faces): arrows 1 and 2 near the centre, arrow 3 60 mm right each time.
    for _ in 0..<2 {
      let id = await run(["rounds", "start", "wa18"]).1.stdout
        .trimmingCharacters(in: .newlines)
      for (number, x, y) in [
        (1, "0", "0"), (2, "4", "2"), (3, "60", "0"), (1, "2", "-2"),
        (2, "-2", "3"), (3, "62", "1"),
      ] {
        let (status, out) = await run(["rounds", "plot", id, x, y, "--arrow", "\(number)"])
        #expect(status == 0, "\(out.stderr)")
      }
      // One unfinished WA 18 at a time: this one is cancelled before the next starts.
      #expect(await run(["rounds", "cancel", id]).0 == 0)
    }
    let unplotted = await run(["rounds", "start", "wa18"]).1.stdout
      .trimmingCharacters(in: .newlines)
    #expect(await run(["rounds", "score", unplotted, "9"]).0 == 0)
    let (status, out) = await run(["stats", "groups", "--round", "wa18"])
    #expect(status == 0, "\(out.stderr)")
    let lines = out.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "12 plotted arrows from 2 rounds (1 without positions); positions as % of each face's radius"
    )
    #expect(
      lines.contains {
        $0.hasPrefix("Arrow 3: 4 arrows, centre 30.5% right") && $0.hasSuffix("check that shaft")
      })
    #expect(lines.filter { $0.hasSuffix("check that shaft") }.count == 1, "only arrow 3")
    let json = await run(["stats", "groups", "--round", "wa18", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.1.stdout.utf8)) as? [String: Any])
    #expect(object["rounds"] as? Int == 3 && object["roundsWithPlottedArrows"] as? Int == 2)
    let shafts = try #require(object["arrowNumbers"] as? [[String: Any]])
    #expect(shafts.map { $0["apart"] as? Bool } == [false, false, true])
    let none = await run(["stats", "groups", "--until", "2000-01-01"])
    #expect(none.1.stdout == "No rounds match.\n")
    let refused = await run(["stats", "groups", "--since", "2026-02-30"])
    #expect(refused.0 == 64 && refused.1.stderr.split(separator: "\n").count == 1)
  }
}
