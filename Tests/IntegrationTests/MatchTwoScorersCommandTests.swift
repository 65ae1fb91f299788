import Foundation
import Testing

/// Two scorers on one match through the executable (stranger29d D6): `match set --set N` is
/// refused in one line, nothing saved, when set N was entered meanwhile; and the app's guest
/// marker typed on the command line never becomes part of a name (D15).
@Suite("match set --set, and +Name on the command line", .timeLimit(.minutes(3)))
struct MatchTwoScorersCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-match2-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  /// A refusal: exit 1, nothing on standard output, one line on standard error.
  func expectRefused(
    _ output: QuiverBinary.Output, _ line: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(output.status == 1, "\(output.stderr)", sourceLocation: sourceLocation)
    #expect(output.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(output.stderr == "quiver: \(line)\n", sourceLocation: sourceLocation)
  }

  @Test func aSetEnteredMeanwhileIsRefusedAndNothingSaved() throws {
    #expect(
      try quiver("match", "start", "--format", "sets", "--guest-a", "P", "--guest-b", "R").status
        == 0)
    let first = try quiver("match", "set", "--a", "8 8 8", "--b", "9 9 9", "--set", "1")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.hasPrefix("set 1: A 24 (8 8 8), B 27 (9 9 9); 0–2, set points 0–2\n"))
    // The second scorer's set 1, typed meanwhile.
    expectRefused(
      try quiver("match", "set", "--a", "10 10 10", "--b", "9 9 9", "--set", "1"),
      "Set 1 was entered meanwhile (8 8 8 / 9 9 9); nothing saved.")
    expectRefused(
      try quiver("match", "set", "--a", "10 10 10", "--b", "9 9 9", "--set", "3"),
      "Set 3: set 2 is the next one; nothing saved.")
    let shown = try quiver("match", "show")
    #expect(shown.stdout.contains("set 1: A 24"), "\(shown.stdout)")
    #expect(!shown.stdout.contains("set 2:"), "nothing saved: \(shown.stdout)")
    let second = try quiver("match", "set", "--a", "10 10 10", "--b", "9 9 9", "--set", "2")
    #expect(second.stdout.hasPrefix("set 2: A 30 (10 10 10), B 27 (9 9 9); 2–0, set points 2–2"))
  }

  @Test func theAppsGuestMarkerIsNotPartOfAName() throws {
    expectRefused(
      try quiver("match", "start", "--format", "sets", "--a", "+Bo", "--guest-b", "Cy"),
      "No archer is named '+Bo'; mark a guest with --guest-a Bo.")
    let started = try quiver(
      "match", "start", "--format", "sets", "--guest-a", "+Bo", "--guest-b", "Cy")
    #expect(started.status == 0, "\(started.stderr)")
    #expect(started.stdout.contains("Bo (A) against Cy (B)."), "\(started.stdout)")
    #expect(!started.stdout.contains("+Bo"), "\(started.stdout)")
  }

  @Test func theClubsGuestMarkerIsNotPartOfAName() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let started = try quiver("club", "start", "wa18", "--guest", "Ann", "--guest", "+Bo")
    #expect(started.status == 0, "\(started.stderr)")
    #expect(started.stdout.contains("B  Bo (guest)"), "\(started.stdout)")
    #expect(!started.stdout.contains("+Bo"), "\(started.stdout)")
  }

  /// A line or paragraph separator in a name is refused as a newline is (stranger-final F3):
  /// one line on standard error, the separator not echoed, nothing saved.
  @Test(arguments: ["\u{2028}", "\u{2029}"])
  func aSeparatorInANameIsRefused(separator: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let forged = "Kim\(separator)A, end 1: 10 10 10 = 30 (total 30)."
    let attempts = [
      ["archers", "add", "Ana\(separator)Lopez"],
      ["match", "start", "--format", "sets", "--guest-a", "P\(separator)Q", "--guest-b", "R"],
      ["club", "start", "wa18", "--guest", forged],
    ]
    for attempt in attempts {
      let output = try QuiverBinary.run(["--db", path] + attempt)
      #expect(output.status != 0, "\(attempt): \(output.stdout)")
      #expect(output.stdout.isEmpty, "\(attempt): \(output.stdout)")
      #expect(output.stderr.split(separator: "\n").count == 1, "\(attempt): \(output.stderr)")
      #expect(!output.stderr.contains(separator), "\(attempt): \(output.stderr)")
      #expect(output.stderr.contains("without control or invisible characters"), "\(output.stderr)")
    }
    #expect(try quiver("archers", "list").stdout.contains("Ana") == false)
    #expect(try quiver("club", "list").stdout.contains("Kim") == false)
    let matches = try quiver("match", "list").stdout
    #expect(!matches.contains("P\(separator)Q") && !matches.contains("P Q"), "\(matches)")
  }
}
