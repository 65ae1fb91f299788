import Foundation
import Testing

/// `quiver match result` through the executable: the glossary's worked examples, the JSON shape,
/// every refusal as one line naming the set with exit 1, hostile values, and no database touched.
@Suite("match result, through the executable", .timeLimit(.minutes(2)))
struct MatchResultCommandTests {
  static let fiveAllA = "10 10 10, 9 9 9, X 10 10, 9 9 9, 10 9 9"
  static let fiveAllB = "9 9 9, 10 10 10, 9 9 9, 10 X 10, 10 9 9"

  func match(_ arguments: String..., environment: [String: String] = [:]) throws
    -> QuiverBinary.Output
  {
    try QuiverBinary.run(["match", "result"] + arguments, environment: environment)
  }

  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// A refusal: exit 1, nothing on standard output, exactly one line on standard error.
  func expectRefused(
    _ output: QuiverBinary.Output, _ line: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(output.status == 1, "\(output.stderr)", sourceLocation: sourceLocation)
    #expect(output.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(output.stderr == "quiver: \(line)\n", sourceLocation: sourceLocation)
  }

  @Test func fiveAllGoesToTheShootOffAndTheCloserArrowWins() throws {
    let tied = try match("--format", "sets", "--a", Self.fiveAllA, "--b", Self.fiveAllB)
    #expect(tied.status == 0, "\(tied.stderr)")
    #expect(tied.stdout.contains("set 5: A 28 (10 9 9), B 28 (10 9 9); 1–1, set points 5–5\n"))
    #expect(
      tied.stdout.hasSuffix("a shoot-off is needed, one arrow per archer.\n"), "\(tied.stdout)")
    let json = try object(
      try match("--format", "sets", "--a", Self.fiveAllA, "--b", Self.fiveAllB, "--json").stdout)
    #expect(json["shootOffNeeded"] as? Bool == true && json["winner"] is NSNull)

    let decided = try match(
      "--format", "sets", "--a", Self.fiveAllA, "--b", Self.fiveAllB, "--shoot-off-a", "10@3.0",
      "--shoot-off-b", "10@2.0", "--json")
    #expect(decided.status == 0, "\(decided.stderr)")
    let result = try object(decided.stdout)
    #expect(result["winner"] as? String == "b" && result["shootOffNeeded"] as? Bool == false)
    // The shoot-off's winner gets one set point more (stranger29b N14); each set's stay.
    #expect(result["setPointsA"] as? Int == 5 && result["setPointsB"] as? Int == 6)
    #expect(result["totalA"] as? Int == 142 && result["totalB"] as? Int == 142)
    let sets = try #require(result["sets"] as? [[String: Any]])
    #expect(sets.map { $0["pointsA"] as? Int } == [2, 0, 2, 0, 1])
    #expect(sets.first?["a"] as? Int == 30 && sets.first?["b"] as? Int == 27)
  }

  @Test func aCumulativeMatchHasNullPointsAndTheTotalsDecide() throws {
    let ends = Array(repeating: "10 10 10", count: 5).joined(separator: ", ")
    let xs = Array(repeating: "X X X", count: 5).joined(separator: ", ")
    let output = try match(
      "--format", "cumulative", "--a", ends, "--b", xs, "--shoot-off-a", "X", "--shoot-off-b", "9",
      "--json")
    #expect(output.status == 0, "\(output.stderr)")
    let result = try object(output.stdout)
    #expect(result["setPointsA"] is NSNull && result["setPointsB"] is NSNull)
    let sets = try #require(result["sets"] as? [[String: Any]])
    #expect(
      sets.count == 5 && sets.allSatisfy { $0["pointsA"] is NSNull && $0["pointsB"] is NSNull })
    #expect(result["totalA"] as? Int == 150 && result["winner"] as? String == "a")
  }

  @Test func theRulesRefusalsNameTheSet() throws {
    expectRefused(
      try match("--format", "sets", "--a", "10 9 9 9", "--b", "9 9 9"),
      "Set 1: A shot 4 arrows; a set is 3 arrows a side.")
    expectRefused(
      try match(
        "--format", "sets", "--a", "10 10 10, 10 10 10, 10 10 10, 9 9 9",
        "--b", "9 9 9, 9 9 9, 9 9 9, 10 10 10"),
      "Set 4: the match was decided after set 3 (A won); no further set is shot.")
    expectRefused(
      try match("--format", "sets", "--a", "10 10 10", "--b", "9 9 9", "--shoot-off-a", "10@1"),
      "Shoot-off: none is due; set 2 is still to be shot.")
    expectRefused(
      try match(
        "--format", "team-sets", "--a", "10 10 10 10 10 10", "--b", "9 9 9 9 9 9, 9 9 9 9 9 9"),
      "Set 2: A has no arrows; a set is 6 arrows a side.")
    expectRefused(
      try match(
        "--format", "mixed-sets", "--a", "9 9 9 9, 9 9 9 9, 9 9 9 9, 9 9 9 9, 9 9 9 9",
        "--b", "9 9 9 9, 9 9 9 9, 9 9 9 9, 9 9 9 9, 9 9 9 9"),
      "Set 5: the match is tied after its last set; a shoot-off is due, not another set.")
  }

  @Test(arguments: ["nan", "1e308", "-1", "inf", "0x10"])
  func aDistanceThatIsNoDistanceIsRefused(distance: String) throws {
    let output = try match(
      "--format", "sets", "--a", Self.fiveAllA, "--b", Self.fiveAllB, "--shoot-off-a",
      "10@\(distance)", "--shoot-off-b", "10@2")
    #expect(output.status == 1 && output.stdout.isEmpty, "\(output.stderr)")
    #expect(output.stderr.hasPrefix("quiver: Shoot-off: A's distance from the centre '"))
    #expect(output.stderr.hasSuffix("use 0 to 1000 mm (value@mm, e.g. 10@3.5).\n"))
    #expect(output.stderr.split(separator: "\n").count == 1)
  }

  @Test func lettersGarbageAndAHugeArgumentAreOneShortLine() throws {
    expectRefused(
      try match("--format", "sets", "--a", "10 nine 9", "--b", "9 9 9"),
      "Set 1: A's 'nine' is not a score; enter X, 10 to 1, or M (0) for a miss.")
    expectRefused(
      try match("--format", "cumulative", "--a", "10 10 10", "--b", "11 9 9"),
      "End 1: B's '11' is not a score; enter X, 10 to 1, or M (0) for a miss.")
    let huge = String(repeating: "x", count: 100_000)
    let refused = try match("--format", "sets", "--a", huge, "--b", "9 9 9")
    #expect(refused.status == 1 && refused.stdout.isEmpty)
    #expect(refused.stderr.count < 120 && refused.stderr.split(separator: "\n").count == 1)
    let manySets = Array(repeating: "10 10 10", count: 10_000).joined(separator: ", ")
    expectRefused(
      try match("--format", "sets", "--a", manySets, "--b", "9 9 9, 9 9 9, 9 9 9"),
      "Set 4: the match was decided after set 3 (A won); no further set is shot.")
    expectRefused(
      try match("--format", "sets", "--a", "\u{1B}[2J", "--b", "9 9 9"),
      "Set 1: A's '?[2J' is not a score; enter X, 10 to 1, or M (0) for a miss.")
  }

  @Test func anEmptySideIsAUsageErrorAndABlankOneHasNoArrows() throws {
    let empty = try match("--format", "sets", "--a", "", "--b", "9 9 9")
    #expect(empty.status == 64 && empty.stdout.isEmpty)
    #expect(empty.stderr == "quiver: --a needs SETS. Run 'quiver match result --help' for usage.\n")
    expectRefused(
      try match("--format", "sets", "--a", "  ", "--b", "9 9 9"),
      "Set 1: A has no arrows; a set is 3 arrows a side.")
    let unknown = try match("--format", "duel", "--a", "10 10 10", "--b", "9 9 9")
    #expect(unknown.status == 64 && unknown.stderr.split(separator: "\n").count == 1)
  }

  /// The README's tour shows a match decided by a shoot-off: its command, run, prints exactly
  /// the lines shown under it.
  @Test func theReadmesMatchIsWhatTheCommandPrints() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- BEGIN match result"))
    let end = try #require(text.range(of: "<!-- END match result -->"))
    let lines = text[begin.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
      .drop { !$0.hasPrefix("$ quiver") }
    var command = ""
    var shown: [String] = []
    var continued = true
    for line in lines where line != "```" {
      if continued {
        continued = line.hasSuffix("\\")
        command += " " + line.replacingOccurrences(of: "\\", with: "")
      } else {
        shown.append(line)
      }
    }
    let words = Self.words(command).dropFirst(2)  // "$" and "quiver"
    #expect(words.first == "match" && shown.count > 5, "\(words) \(shown)")
    let output = try QuiverBinary.run(Array(words))
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.split(separator: "\n").map(String.init) == shown)
  }

  /// Words as a shell splits them, with "…" quoting (enough for the README's line).
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word: String?
    var quoted = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        word = word ?? ""
      } else if character == " ", !quoted {
        if let done = word { words.append(done) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let done = word { words.append(done) }
    return words
  }

  /// The calculator opens no database: neither `--db`'s file nor the default one is made.
  @Test func itNeedsNoDatabase() throws {
    let folder = NSTemporaryDirectory() + "quiver-match-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = try QuiverBinary.run(
      [
        "--db", folder + "/q.sqlite", "match", "result", "--format", "sets", "--a", "10 10 10",
        "--b", "9 9 9",
      ],
      environment: ["XDG_DATA_HOME": folder + "/data", "HOME": folder + "/home"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "nothing made")
  }
}
