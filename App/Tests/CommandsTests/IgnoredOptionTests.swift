import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// No option is silently ignored: one that does not apply, or one given twice, is refused with
/// exit 64 and one line, and nothing is saved.
@Suite("Options that would be ignored are refused", .timeLimit(.minutes(1)))
struct IgnoredOptionTests {
  @Test(arguments: [
    (["rounds", "start", "wa18", "--distance", "18m"], "--distance is for 'practice' rounds only"),
    (["rounds", "start", "wa18", "--indoor"], "--indoor is for 'practice' rounds only"),
    (["rounds", "start", "wa18", "--per-end", "3"], "--per-end is for 'practice' rounds only"),
    (["rounds", "list", "--json", "--json"], "--json was given twice; give it once"),
    (["--in-memory", "where", "--in-memory"], "--in-memory was given twice; give it once"),
  ])
  func anOptionThatWouldBeIgnoredIsRefused(_ arguments: [String], _ said: String) async {
    let (status, out) = await quiverRun(arguments)
    #expect(status == 64)
    #expect(out.stderr.contains(said), "stderr: \(out.stderr)")
    #expect(out.stdout.isEmpty, "nothing started or printed")
  }

  @Test func sightmarksRefusesAtWithSetAndChangesNothing() async throws {
    let path = NSTemporaryDirectory() + "quiver-at-\(UUID()).sqlite"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cli = QuiverCLI(defaultLocation: .file(path))
    let added = CapturedOutput()
    _ = await cli.run(
      ["setups", "add", "--name", "S", "--style", "recurve", "--json"], output: added.output)
    let json = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
    let id = try #require(json?["id"] as? String)
    let refused = CapturedOutput()
    let status = await cli.run(
      ["sightmarks", id, "--at", "25m", "set", "20m", "3"], output: refused.output)
    #expect(status == 64)
    #expect(refused.stderr.contains("--at LENGTH goes only when listing (no action)"))
    let listed = CapturedOutput()
    _ = await cli.run(["sightmarks", id, "--json"], output: listed.output)
    let marks = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [Any]
    #expect(marks?.isEmpty == true, "no mark saved: \(listed.stdout)")
  }

  @Test func aPracticeRoundStillTakesItsOptions() async {
    let (status, out) = await quiver(
      "rounds", "start", "practice", "--distance", "18m", "--face", "40cm", "--system", "10_zone")
    #expect(status == 0, "stderr: \(out.stderr)")
  }
}
