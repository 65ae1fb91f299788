import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// Sight marks through the command line: windage and notes kept, estimates beyond the last mark
/// labelled, distances in the archer's units.
@Suite("Sight marks through the command line", .timeLimit(.minutes(1)))
struct SightMarkCommandTests {
  let path = NSTemporaryDirectory() + "quiver-sightmarks-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  func id(_ out: CapturedOutput) throws -> String {
    let json = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any]
    return try #require(json?["id"] as? String)
  }

  @Test func windageAndNotesAreKeptAndEstimatesBeyondTheMarksAreLabelled() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let item = try id(
      await run("equipment", "add", "limbs", "--name", "L", "--draw-weight-lb", "38", "--json").1)
    let setup = try id(
      await run(
        "setups", "add", "--name", "Field", "--style", "recurve", "--add-part", item, "--json"
      ).1)
    let set = await run(
      "sightmarks", setup, "set", "30m", "6", "--windage", "0.5", "--note", "new tab")
    #expect(set.0 == 0, "\(set.1.stderr)")
    #expect(await run("sightmarks", setup, "set", "50m", "4").0 == 0)
    #expect(
      await run("sightmarks", setup).1.stdout == "30 m: 6.00, windage 0.50 — new tab\n50 m: 4.00\n")
    #expect(await run("sightmarks", setup, "--at", "60m").1.stdout == "60 m: 3.00 (extrapolated)\n")
    #expect(await run("sightmarks", setup, "--at", "40m").1.stdout == "40 m: 5.00 (estimate)\n")
    let json = await run("sightmarks", setup, "--json").1.stdout
    #expect(json.contains("\"note\" : \"new tab\"") && json.contains("\"windage\" : 0.5"))
    #expect(await run("settings", "set", "units", "imperial").0 == 0)
    #expect(await run("sightmarks", setup).1.stdout.hasPrefix("30 m (32.8 yd): 6.00"))
    #expect(await run("sightmarks", setup, "--at", "60yd").1.stdout.hasPrefix("60 yd: "))
    #expect(await run("sightmarks", setup, "--windage", "1").0 == 64)
    let long = String(repeating: "n", count: 81)
    #expect(await run("sightmarks", setup, "set", "70m", "2", "--note", long).0 != 0)
    #expect(!(await run("sightmarks", setup).1.stdout.contains("70 m")), "refused: nothing saved")
  }
}
