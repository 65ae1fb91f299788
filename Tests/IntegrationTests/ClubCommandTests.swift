import Foundation
import Store
import Testing

/// A club night through `quiver club`: four archers on one target, each stored archer's round
/// complete in their own history; refused input saves nothing; a kill between two archers'
/// lines loses nothing acknowledged; a second scorer's disagreement is shown, then settled.
@Suite("A target of archers through the commands", .timeLimit(.minutes(3)))
struct ClubCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-club-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String..., input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  /// `club show --json`, as far as these tests read it.
  struct Shown: Decodable {
    struct Archer: Decodable {
      let letter: String
      let name: String
      let round: String?
      let rank: Int
      let ends: Int
      let total: Int
      let lastEnd: [String]
    }
    struct Sheet: Decodable {
      struct Difference: Decodable {
        let arrow: Int
        let first: String
        let second: String
      }
      let letter: String
      let differences: [Difference]
      let kept: [String]?
      let reason: String?
    }
    let end: Int
    let complete: Bool
    let archers: [Archer]
    let sheets: [Sheet]
    let settled: [Sheet]

    func archer(_ letter: String) -> Archer? { archers.first { $0.letter == letter } }
  }

  func shown() throws -> Shown {
    let output = try quiver("club", "show", "--json")
    try #require(output.status == 0, "show failed: \(output.stderr)")
    return try JSONDecoder().decode(Shown.self, from: Data(output.stdout.utf8))
  }

  func startFourArchers(twoSheets: Bool = false) throws {
    try #require(try quiver("archers", "add", "Ana", "--style", "recurve").status == 0)
    try #require(try quiver("archers", "add", "Ben", "--style", "recurve").status == 0)
    let started = try QuiverBinary.run(
      [
        "--db", path, "club", "start", "portsmouth", "--archer", "Ana", "--archer", "Ben",
        "--guest", "Cleo", "--guest", "Dev",
      ] + (twoSheets ? ["--two-sheets"] : []))
    try #require(started.status == 0, "start failed: \(started.stderr)")
    let lines = started.stdout.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines.dropFirst().map { $0.prefix(6) } == ["A  Ana", "B  Ben", "C  Cle", "D  Dev"])
  }

  @Test func aClubNightCompletesEachStoredArchersOwnRound() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try startFourArchers()
    let end = try quiver(
      "club", "end", "--a", "10 9 9", "--b", "X 10 9", "--c", "9 8 8", "--d", "7 7 7")
    #expect(end.status == 0, "stderr: \(end.stderr)")
    #expect(end.stdout.hasPrefix("A, end 1: 10 9 9 = 28 (total 28).\n"))
    let feed = (2...20).map { _ in "A 10 10 9\nB 9 9 9\nC 8 8 8\nD 7 7 7\n" }.joined()
    let fed = try quiver("club", "end", input: feed)
    #expect(fed.status == 0, "stderr: \(fed.stderr)")
    let night = try shown()
    #expect(night.complete)
    #expect(night.archers.map(\.letter) == ["A", "B", "C", "D"])
    #expect(night.archers.map(\.total) == [28 + 19 * 29, 29 + 19 * 27, 25 + 19 * 24, 21 * 20])
    let anaRound = try #require(night.archer("A")?.round)
    #expect(night.archer("C")?.round == nil, "a guest's round stays with the target")
    // Ana's round is complete in her own history, with its card, handicap and classification.
    let card = try quiver("rounds", "show", anaRound, "--json")
    #expect(card.status == 0, "stderr: \(card.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(card.stdout.utf8)) as? [String: Any]
    let result = try #require(json?["card"] as? [String: Any])
    #expect(result["state"] as? String == "completed")
    #expect(result["total"] as? Int == 28 + 19 * 29)
    #expect(result["handicap"] is Int)
    #expect(result["classification"] is String)
    // Ben's round is his, not Ana's: her list does not hold it.
    let listed = try quiver("rounds", "list")
    #expect(listed.stdout.split(separator: "\n").count == 1)
    #expect(try quiver("archers", "switch", "Ben").status == 0)
    #expect(try quiver("rounds", "list").stdout.contains("\(29 + 19 * 27)"))
  }

  @Test func refusedInputExitsOneWithOneLineAndSavesNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let seven = try quiver(
      "club", "start", "portsmouth", "--guest", "A1", "--guest", "A2", "--guest", "A3", "--guest",
      "A4", "--guest", "A5", "--guest", "A6", "--guest", "A7")
    #expect(seven.status == 1)
    #expect(seven.stderr.split(separator: "\n").count == 1)
    #expect(seven.stderr.contains("would be the seventh"))
    #expect(try quiver("club", "show").status == 1, "no target was stored")
    try startFourArchers()
    let cases: [[String]] = [
      ["--a", "10 9 9", "--e", "10 9 9"],  // a letter not on the target
      ["--a", "10 9 9", "--b", "10 9 9 9"],  // four arrows in a three-arrow end
      ["--a", "10 9 9", "--b", "10 9 12"],  // an arrow not on the face
    ]
    for arguments in cases {
      let refused = try QuiverBinary.run(["--db", path, "club", "end"] + arguments)
      #expect(refused.status == 1, "\(arguments)")
      #expect(refused.stdout.isEmpty, "\(arguments): nothing acknowledged")
      #expect(refused.stderr.split(separator: "\n").count == 1, "\(arguments): \(refused.stderr)")
      #expect(try shown().archers.allSatisfy { $0.ends == 0 }, "\(arguments): nothing saved")
    }
    let line = try quiver("club", "end", input: "A 10 9 9\nG 10 9 9\nB 10 9 9\n")
    #expect(line.status == 1)
    #expect(
      line.stderr
        == "quiver: line 2: 'G' is not a letter on this target; its archers are A, B, C, D; line 1 is saved, this line is not, and the lines after it were not read: enter them again.\n",
      "one sentence, no '.;'")
    #expect(try shown().archer("A")?.ends == 1, "the line before the refused one is kept")
    #expect(try shown().archer("B")?.ends == 0, "nothing after it is read")
  }

  @Test func aKillBetweenTwoArchersLinesLosesNothingAcknowledged() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try startFourArchers()
    let running = try RunningQuiver(["--db", path, "club", "end"])
    try running.type("A 10 9 9")
    try running.waitFor("A, end 1: 10 9 9 = 28")
    try running.type("B X 10 9")
    try running.waitFor("B, end 1: X 10 9 = 29")
    kill(running.pid, SIGKILL)
    _ = try? running.exitStatus()
    let after = try shown()
    #expect(after.archer("A")?.lastEnd == ["10", "9", "9"])
    #expect(after.archer("B")?.lastEnd == ["X", "10", "9"])
    #expect(after.archer("C")?.ends == 0)
    let database = try Database(.file(path))
    let integrity = try await database.read {
      try $0.query("PRAGMA integrity_check") { $0.string(0) }
    }
    #expect(integrity == ["ok"])
  }

  @Test func aSecondScorersDifferenceIsShownArrowByArrowThenSettled() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try startFourArchers(twoSheets: true)
    let first = try quiver("club", "end", "--a", "10 9 9", "--b", "X 10 9")
    #expect(first.status == 0, "stderr: \(first.stderr)")
    #expect(try shown().archers.allSatisfy { $0.ends == 0 }, "one sheet saves nothing")
    let second = try quiver("club", "end", "--sheet", "2", "--a", "9 10 9", "--b", "X 10 8")
    #expect(second.status == 1, "a sheet that differs exits 1, so a script can tell")
    #expect(second.stderr.isEmpty, "it said why on standard output: \(second.stderr)")
    #expect(
      second.stdout.contains("A, end 1: 10 9 9 = 28"), "the same arrows in another order agree")
    #expect(
      second.stdout.contains(
        "B, end 1: the sheets differ at the 3rd highest arrow (9 / 8); not saved"),
      "named in score-sheet order, high to low: \(second.stdout)")
    var state = try shown()
    #expect(state.archer("A")?.ends == 1)
    #expect(state.archer("B")?.ends == 0)
    #expect(state.sheets.first?.differences.map(\.arrow) == [3])
    let piped = try quiver("club", "end", "--sheet", "2", input: "B 10 10 9\n")
    #expect(piped.status == 1, "a piped sheet that differs exits 1 too")
    #expect(
      piped.stdout.contains("B, end 1: the sheets differ at the highest arrow (X / 10)"),
      "\(piped.stdout)")
    let noReason = try quiver("club", "end", "--settle", " ", "--b", "X 10 8")
    #expect(noReason.status == 1)
    let settled = try quiver("club", "end", "--settle", "judge: the 9 was out", "--b", "X 10 8")
    #expect(settled.status == 0, "stderr: \(settled.stderr)")
    state = try shown()
    #expect(state.archer("B")?.lastEnd == ["X", "10", "8"])
    #expect(state.settled.first?.reason == "judge: the 9 was out")
    #expect(state.settled.first?.kept == ["X", "10", "8"])
    #expect(state.sheets.isEmpty)
  }
}

extension ClubCommandTests {
  /// `club show` measures its columns in terminal cells: an emoji or CJK name (two cells a
  /// character) and a 6-arrow end keep End, Total, 10s and Xs under their headings.
  @Test func wideNamesAndSixArrowEndsKeepTheColumnsInLine() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try quiver(
      "club", "start", "wa1440_90", "--guest", "🏹Robin", "--guest", "Bo", "--guest", "李雷")
    _ = try quiver(
      "club", "end", "--a", "10 10 10 10 10 10", "--b", "9 9 9 9 9 9", "--c", "X X X X X X")
    let shown = try quiver("club", "show")
    #expect(
      shown.stdout.split(separator: "\n").dropFirst().prefix(4) == [
        "Rank  Name        Last end           End  Total  10s  Xs",
        "1     C  李雷     X X X X X X         60     60    6   6",
        "2     A  🏹Robin  10 10 10 10 10 10   60     60    6   0",
        "3     B  Bo       9 9 9 9 9 9         54     54    0   0",
      ], "\(shown.stdout)")
  }

  /// The README's club night: its commands, run in order on a new database, each printing
  /// exactly the lines shown under it, as the match tour does (stranger29d D3); the target's ID
  /// shows as `<target id>`, a round's as `<round id>`.
  @Test func theReadmesClubNightIsWhatTheCommandsPrint() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- BEGIN club night"))
    let end = try #require(text.range(of: "<!-- END club night -->"))
    var steps: [(command: String, shown: [String])] = []
    for line in text[begin.upperBound..<end.lowerBound].split(separator: "\n").dropFirst()
    where line != "```" {
      if line.hasPrefix("$ ") {
        steps.append((String(line.dropFirst(2)), []))
      } else if !steps.isEmpty {
        steps[steps.count - 1].shown.append(String(line))
      }
    }
    #expect(steps.count >= 6 && steps.allSatisfy { !$0.shown.isEmpty })
    for step in steps {
      var input = ""
      var command = step.command
      if command.hasPrefix("printf '"), let pipe = command.range(of: "' | ") {
        input = command[command.index(command.startIndex, offsetBy: 8)..<pipe.lowerBound]
          .replacingOccurrences(of: "\\n", with: "\n")
        command = String(command[pipe.upperBound...])
      }
      let words = MatchResultCommandTests.words(command).dropFirst()  // "quiver"
      let output = try QuiverBinary.run(["--db", path] + words, input: input)
      #expect(output.status == 0, "\(step.command): \(output.stderr)")
      let printed = (output.stdout + output.stderr).split(separator: "\n").map { line in
        line.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/) == nil
          ? String(line).replacing(/\(round [0-9a-f]{8}\)/, with: "(round <round id>)")
          : "<target id>"
      }
      #expect(printed == step.shown, "\(step.command)")
    }
  }
}
