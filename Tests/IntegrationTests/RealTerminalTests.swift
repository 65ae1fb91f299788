import Foundation
import Testing

/// The app in a real terminal (tmux): plain `quiver` opens it, a WA 18 m round is scored halfway,
/// the app quits, opens again on the next arrow and the round is finished.
@Suite(
  "The app in a real terminal", .timeLimit(.minutes(3)),
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct RealTerminalTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-tty-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  /// Scores `ends` ends of `10 9 9`, each ended with Enter, waiting for each to be taken.
  func score(_ ends: ClosedRange<Int>, in tmux: TmuxSession) throws {
    for end in ends {
      try tmux.type("10 9 9")
      try tmux.waitFor("End \(end), distance \(end <= 10 ? 1 : 2) of 2, 18 m: 10 9 9 = 28")
      try tmux.type("")
      try tmux.waitFor("end \(end): 10 9 9 = 28 (\(28 * end))")
    }
  }

  @Test func aWA18RoundIsScoredQuitHalfwayResumedAndFinished() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let first = try TmuxSession([QuiverBinary.path, "--db", path])
    defer { first.kill() }
    try first.waitFor("── Home")
    for (key, screen) in [
      ("n", "── Home › New round"), ("wa18", "Round setup (wa18)"),
      ("s", "› Scoring"),
    ] {
      try first.type(key)
      try first.waitFor(screen)
    }
    try score(1...10, in: first)
    try first.type("q")
    try first.waitFor("Saved your place: Home › New round › Round setup (wa18) › Scoring. Bye.")
    #expect(try first.exitStatus() == 0)

    let second = try TmuxSession([QuiverBinary.path, "--db", path])
    defer { second.kill() }
    let resumed = try second.waitFor("End 11, distance 2 of 2, 18 m: — = 0")
    #expect(resumed.contains("WA 18 m (in progress): 280 / 600"))
    try score(11...20, in: second)
    try second.type("f")
    try second.waitFor("✓ Finished WA 18 m: 560.")
    try second.type("r")
    try second.waitFor("1. WA 18 m: 560, 60 of 60 arrows (completed)")
    try second.type("q")
    try second.waitFor("Bye.")
    #expect(try second.exitStatus() == 0)
  }

  @Test func ctrlCGivesTheTerminalBackAndLosesNoArrow() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let first = try TmuxSession([QuiverBinary.path, "--db", path])
    defer { first.kill() }
    for (key, screen) in [("n", "── Home › New round"), ("wa18", "(wa18)"), ("s", "› Scoring")] {
      try first.type(key)
      try first.waitFor(screen)
    }
    try first.type("X 10")
    try first.waitFor("End 1, distance 1 of 2, 18 m: X 10 = 20")
    try first.press("C-c")
    let after = try first.waitFor(
      "Interrupted by Ctrl-C. Saved your place: Home › New round › Round setup (wa18) › Scoring. Bye."
    )
    // 128 + SIGINT, as a shell reports it, after the orderly stop.
    #expect(try first.exitStatus() == 130)
    // The app's screens were on the alternate screen: the terminal is back as it was.
    #expect(!after.contains("keys:"), "the app's screen is still showing:\n\(after)")

    let second = try TmuxSession([QuiverBinary.path, "--db", path])
    defer { second.kill() }
    try second.waitFor("End 1, distance 1 of 2, 18 m: X 10 = 20")
    try second.type("q")
    try second.waitFor("Bye.")
    #expect(try second.exitStatus() == 0)
  }
}
