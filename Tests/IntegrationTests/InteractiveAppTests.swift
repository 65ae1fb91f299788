import Foundation
import Testing

/// The interactive app through the built executable, its keys piped in a line at a time: the
/// transcript is compared with a golden file, and a round survives quitting halfway.
@Suite("The interactive app, scripted", .timeLimit(.minutes(3)))
struct InteractiveAppTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-app-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  /// The golden files sit next to this file; `QUIVER_UPDATE_GOLDEN=1` rewrites them.
  static func golden(_ name: String, matches transcript: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["QUIVER_UPDATE_GOLDEN"] == "1" {
      try Data(transcript.utf8).write(to: url)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(transcript == expected, "transcript differs from Golden/\(name)")
  }

  @Test func aScriptedSessionMatchesItsGoldenTranscript() throws {
    let keys = [
      "?", "zz", "n", "nope", "8", "p", "5", "1", "s", "X 10 9", "", "10 11", "9 9 9", "u", "r",
      "", "f", "b", "b", "b", "r", "q",
    ]
    let run = try QuiverBinary.run(
      ["app", "--in-memory"], input: keys.joined(separator: "\n") + "\n")
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    try Self.golden("wa18-session.txt", matches: run.stdout)
  }

  @Test func aWA18RoundQuitHalfwayResumesAtTheNextArrowAndFinishes() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let end = ["10 9 9", ""]
    let firstHalf = ["n", "wa18", "s"] + Array(repeating: end, count: 10).flatMap { $0 } + ["q"]
    let first = try QuiverBinary.run(
      ["app", "--db", path], input: firstHalf.joined(separator: "\n") + "\n")
    #expect(first.status == 0)
    #expect(
      first.stdout.hasSuffix(
        "Saved your place: Home › New round › Round setup (wa18) › Scoring. Bye.\n"))

    // Started again, the app opens on the same round at end 11, the first of the second half.
    let secondHalf = Array(repeating: end, count: 10).flatMap { $0 } + ["f", "r"]
    let second = try QuiverBinary.run(
      ["app", "--db", path], input: secondHalf.joined(separator: "\n") + "\n")
    #expect(second.status == 0)
    let firstScreen = second.stdout.components(separatedBy: "\n> ").first ?? ""
    #expect(firstScreen.contains("WA 18 m (in progress): 280 / 600"))
    #expect(firstScreen.contains("End 11, distance 2 of 2, 18 m: — = 0"))
    #expect(second.stdout.contains("✓ Finished WA 18 m: 560."))
    #expect(second.stdout.contains("1. WA 18 m: 560, 60 of 60 arrows (completed)"))

    let listed = try QuiverBinary.run(["rounds", "list", "--db", path])
    #expect(listed.stdout.contains("560"))
  }
}
