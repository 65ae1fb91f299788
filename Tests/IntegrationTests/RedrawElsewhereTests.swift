import Foundation
import Testing

/// Issue 18: a change made by the command line, another process, redraws the app open in a real
/// terminal (tmux) on the same file, with no key pressed. Each wait is bounded at 5 s; the time
/// from the command's exit to the pane showing it is printed as `redraw_elsewhere_ms`.
@Suite(
  "An open app follows the command line", .timeLimit(.minutes(3)),
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct RedrawElsewhereTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-cli-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  /// Runs `quiver --db FILE arguments` to its end; its standard output.
  @discardableResult
  func cli(_ arguments: [String]) throws -> String {
    let output = try QuiverBinary.run(["--db", path] + arguments)
    #expect(output.status == 0, "quiver \(arguments): \(output.stderr)")
    return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs `arguments` and waits (at most 5 s, no key pressed) for the pane to show `text`.
  @discardableResult
  func change(_ arguments: [String], shows text: String, in tmux: TmuxSession) throws -> String {
    let before = try tmux.pane()
    #expect(!before.contains(text), "'\(text)' was there before the change")
    let output = try cli(arguments)
    let clock = ContinuousClock()
    let started = clock.now
    try tmux.waitFor(text, seconds: 5)
    let elapsed = clock.now - started
    let milliseconds =
      Double(elapsed.components.attoseconds) / 1e15
      + Double(elapsed.components.seconds) * 1_000
    print(
      "redraw_elsewhere_ms=\(Int(milliseconds.rounded())) (\(arguments.prefix(2).joined(separator: " ")))"
    )
    return output
  }

  @Test func homeShowsAnArcherAddedByTheCommandLine() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tmux = try TmuxSession([QuiverBinary.path, "--db", path, "app"])
    defer { tmux.kill() }
    try tmux.waitFor("keys: n new round")
    try change(["archers", "add", "Ana Lee"], shows: "Archer: Ana Lee (recurve)", in: tmux)
  }

  @Test func theRoundsScreenFollowsRoundsStartedAndScoredElsewhere() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try cli(["archers", "add", "Ana"])
    let tmux = try TmuxSession([QuiverBinary.path, "--db", path, "app"])
    defer { tmux.kill() }
    try tmux.waitFor("keys: n new round")
    try tmux.type("r")
    try tmux.waitFor("No rounds yet")
    let id = try change(
      ["rounds", "start", "portsmouth"], shows: "1. Portsmouth: 0, 0 of 60 arrows", in: tmux)
    try change(
      ["rounds", "score", id, "10", "9", "9"], shows: "1. Portsmouth: 28, 3 of 60 arrows", in: tmux)
    // Opened again from Home, the screen follows too (Home's drawing must see the push).
    try tmux.type("b")
    try tmux.waitFor("keys: n new round")
    try tmux.type("r")
    try tmux.waitFor("1. Portsmouth: 28, 3 of 60 arrows")
    try change(["rounds", "start", "wa18"], shows: "1. WA 18 m: 0, 0 of 60 arrows", in: tmux)
  }
}
