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
      "?", "zz", "n", "nope", "8", "p", "5", "1", "s", "X 10 9", "", "10 11", "10 9 9 9", "10 9 9",
      "9", "u", "r",
      "", "f", "b", "b", "b", "r", "q",
    ]
    let run = try QuiverBinary.run(
      ["app", "--in-memory"], input: keys.joined(separator: "\n") + "\n")
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    try Self.golden("wa18-session.txt", matches: run.stdout)
  }

  /// The "done": a new user adds their gear, scores a WA 18 m round (some arrows placed
  /// with @x,y), quits halfway, resumes at the next arrow, finishes, and sees the statistics and
  /// the face plot — all through the executable, keys piped in.
  @Test func aNewUserAddsGearScoresQuitsResumesFinishesAndSeesStatisticsAndPlot() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let gear = [
      "w", "a Robin", "b",  // the archer
      "e", "1", "a", "1 Club riser", "2 Hoyt", "w", "b",  // a riser
      "s", "a", "n Club bow", "p riser", "1", "m 18m 5.1", "w", "b", "b",  // a bow setup
    ]
    let end = ["@0,0 @40,0 9", ""]  // X 9 9, two of them placed on the face
    let firstHalf =
      gear + ["n", "wa18", "p", "1", "s"] + Array(repeating: end, count: 10).flatMap { $0 } + ["q"]
    let first = try QuiverBinary.run(
      ["app", "--db", path], input: firstHalf.joined(separator: "\n") + "\n")
    #expect(first.status == 0)
    #expect(first.stderr.isEmpty)
    #expect(first.stdout.contains("✓ Saved Club riser."))
    #expect(first.stdout.contains("1. Riser: Club riser"))
    #expect(first.stdout.contains("✓ Saved Club bow, version 1."))
    #expect(first.stdout.contains("Bow setup: Club bow\n    sight mark at 18 m: 5.10"))
    #expect(
      first.stdout.hasSuffix(
        "Saved your place: Home › New round › Round setup (wa18) › Scoring. Bye.\n"))

    // Started again, the app opens on the same round at end 11, the first of the second half.
    let secondHalf =
      Array(repeating: end, count: 10).flatMap { $0 } + ["f", "a", "1", "n"]
    let second = try QuiverBinary.run(
      ["app", "--db", path], input: secondHalf.joined(separator: "\n") + "\n")
    #expect(second.status == 0)
    let firstScreen = second.stdout.components(separatedBy: "\n> ").first ?? ""
    #expect(firstScreen.contains("WA 18 m (in progress): 280 / 600"))
    #expect(firstScreen.contains("End 11, distance 2 of 2, 18 m: — = 0"))
    #expect(second.stdout.contains("✓ Finished WA 18 m: 560."))
    let hub = second.stdout.components(separatedBy: "\n> a\n").last ?? ""
    #expect(hub.contains("1 round, 60 arrows, average arrow 9.33"))
    #expect(hub.contains("1. \(Self.today) WA 18 m: 560 / 600"))
    let detail = second.stdout.components(separatedBy: "\n> 1\n").last ?? ""
    #expect(detail.hasPrefix("── Home › Analytics › Round\n"))
    // The ends that fit a piped terminal (18), then `n` the last two.
    #expect(detail.contains("Ends 1–18 of 20") && detail.contains("Ends 19–20 of 20"))
    #expect(detail.contains("end 20  X 9 9  = 28  (560)"))
    #expect(detail.contains("X 20  10+X 20  hits 60  misses 0  golds 60"))
    #expect(detail.contains("Group of 40: centre"))
    #expect(detail.contains("● an arrow (◉ several), + the group centre"))

    let listed = try QuiverBinary.run(["rounds", "list", "--db", path])
    #expect(listed.stdout.contains("560"))
  }

  static var today: String { Date().formatted(.iso8601.year().month().day()) }
}
