import Foundation
import Testing

/// A stored match through the executable: started between store archers and guests, scored set
/// by set with the set points after each, refused in one line (nothing saved) once decided, with
/// the wrong arrows, an unknown match or a distance that is not one, decided by a shoot-off; and
/// a SIGKILL during `match set` leaves the match as before that set or after it.
@Suite("match start, set, shoot-off, show, list through the executable", .timeLimit(.minutes(3)))
struct MatchCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-match-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// A refusal: exit 1, nothing on standard output, one line on standard error.
  func expectRefused(
    _ output: QuiverBinary.Output, _ line: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(output.status == 1, "\(output.stderr)", sourceLocation: sourceLocation)
    #expect(output.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(output.stderr == "quiver: \(line)\n", sourceLocation: sourceLocation)
  }

  /// The stored match as `match show --json` prints it.
  func shown(_ match: String? = nil) throws -> [String: Any] {
    let output =
      if let match { try quiver("match", "show", match, "--json") } else {
        try quiver("match", "show", "--json")
      }
    #expect(output.status == 0, "\(output.stderr)")
    return try object(output.stdout)
  }

  /// Starts Ana (a store archer) against Ben (a guest) and returns the match ID.
  func started(_ format: String = "sets") throws -> String {
    _ = try quiver("archers", "add", "Ana", "--style", "recurve")
    let output = try quiver("match", "start", "--format", format, "--a", "ana", "--guest-b", "Ben")
    #expect(output.status == 0, "\(output.stderr)")
    return String(output.stdout.prefix { $0 != "\n" })
  }

  @Test func aTiedMatchAsksForAShootOffAndTheCloserArrowDecidesIt() throws {
    let id = try started()
    let sets = [
      ("10 9 9", "9 9 8"), ("9 9 9", "10 10 9"), ("X 10 10", "9 9 9"), ("8 8 8", "10 9 9"),
      ("9 9 9", "9 9 9"),
    ]
    var lines: [String] = []
    for (a, b) in sets {
      let output = try quiver("match", "set", "--a", a, "--b", b)
      #expect(output.status == 0, "\(output.stderr)")
      lines.append(output.stdout)
    }
    #expect(lines[0].hasPrefix("set 1: A 28 (10 9 9), B 26 (9 9 8); 2–0, set points 2–0\n"))
    #expect(lines[4].contains("a shoot-off is needed, one arrow per archer."), "\(lines[4])")

    expectRefused(
      try quiver("match", "set", "--a", "10 10 10", "--b", "9 9 9"),
      "Set 6: the match is tied after its last set; a shoot-off is due, not another set.")
    // The set typed is the one named (stranger-final F6).
    expectRefused(
      try quiver("match", "set", "--set", "7", "--a", "10 10 10", "--b", "9 9 9"),
      "Set 7: the match is tied after its last set; a shoot-off is due, not another set.")
    expectRefused(
      try quiver("match", "shoot-off", "--a", "10@3.2", "--b", "10@nan"),
      "Shoot-off: B's distance from the centre 'nan' is not one; use 0 to 1000 mm (value@mm, e.g. 10@3.5)."
    )
    let decided = try quiver(
      "match", "shoot-off", String(id.prefix(8)), "--a", "10@4", "--b", "10@2.5")
    #expect(decided.status == 0, "\(decided.stderr)")
    #expect(
      decided.stdout.contains("B wins the shoot-off, set points 5–6: equal totals"),
      "the shoot-off's winner gets a set point (stranger29b N14): \(decided.stdout)")

    let json = try shown(id)
    let result = try #require(json["result"] as? [String: Any])
    #expect(result["winner"] as? String == "b" && result["setPointsA"] as? Int == 5)
    #expect(result["setPointsB"] as? Int == 6, "WA records a shoot-off win 6–5")
    #expect((json["shootOffs"] as? [[String: String]])?.first?["b"] == "10@2.5")
    let sideA = try #require(json["sideA"] as? [[String: Any]])
    #expect(sideA.first?["name"] as? String == "Ana" && sideA.first?["archer"] is String)
    #expect((json["sideB"] as? [[String: Any]])?.first?["archer"] is NSNull, "Ben is a guest")
    expectRefused(
      try quiver("match", "shoot-off", "--a", "10@1", "--b", "10@2"),
      "Shoot-off 2: the match was decided after shoot-off (B won); no shoot-off is shot.")
    let list = try quiver("match", "list")
    #expect(list.stdout.hasPrefix("\(id.prefix(8))  Ana v Ben  sets  B wins"), "\(list.stdout)")
  }

  @Test func aDecidedMatchRefusesTheNextSetAndSavesNothing() throws {
    _ = try started()
    for _ in 0..<3 { _ = try quiver("match", "set", "--a", "10 10 10", "--b", "9 9 9") }
    expectRefused(
      try quiver("match", "set", "--a", "10 10 10", "--b", "9 9 9"),
      "Set 4: the match was decided after set 3 (A won); no further set is shot.")
    #expect((try shown()["arrows"] as? [Any])?.count == 3)
  }

  @Test func badInputIsOneLineAndChangesNothing() throws {
    let id = try started()
    expectRefused(
      try quiver("match", "set", "--a", "10 9 9 9", "--b", "9 9 9"),
      "Set 1: A shot 4 arrows; a set is 3 arrows a side.")
    expectRefused(
      try quiver("match", "set", "--a", "10 9 9", "--b", "9 9 11"),
      "Set 1: B's '11' is not a score; enter X, 10 to 1, or M (0) for a miss.")
    expectRefused(
      try quiver("match", "shoot-off", "--a", "10", "--b", "9"),
      "Shoot-off: none is due; set 1 is still to be shot.")
    expectRefused(
      try quiver("match", "set", "00000000", "--a", "10 9 9", "--b", "9 9 9"),
      "No match '00000000'; 'quiver match list' shows them.")
    expectRefused(
      try quiver("match", "show", "00000000-0000-4000-8000-000000000000"),
      "No match '00000000-0000-4000-8000-000000000000'; 'quiver match list' shows them.")
    expectRefused(
      try quiver("match", "start", "--format", "team-sets", "--a", "Ana", "--guest-b", "Ben"),
      "Side A names 1 archer; a match of team sets (recurve teams of 3) has 3 a side (--a or --guest-a once per archer)."
    )
    expectRefused(
      try quiver("match", "start", "--format", "sets", "--a", "Ana", "--b", "ANA"),
      "Ana is named twice; each archer shoots for one side once.")
    expectRefused(
      try quiver(
        "match", "start", "--format", "sets", "--guest-a", "a\u{1B}[2Jb", "--guest-b", "Ben"),
      "Archer name 'a?[2Jb' cannot be used; use a name without control or invisible characters.")
    // A name no store archer has is refused, not silently a guest (its match would be missing
    // from the archer's history): a guest is marked.
    expectRefused(
      try quiver("match", "start", "--format", "sets", "--a", "Annn", "--guest-b", "Ben"),
      "No archer is named 'Annn'; mark a guest with --guest-a Annn."
    )
    // A guest named as the store archer opposite is refused, as a target refuses it (N9).
    expectRefused(
      try quiver("match", "start", "--format", "sets", "--a", "Ana", "--guest-b", "ANA"),
      "'ANA' is in this match already; a guest needs a name no other archer in it has.")
    let oneSide = try quiver("match", "start", "--format", "sets", "--guest-a", "Cy")
    #expect(oneSide.status == 64, "a usage error")
    #expect(
      oneSide.stderr.hasPrefix(
        "quiver: a match needs both sides: give --a NAME (or --guest-a NAME) and --b NAME"))
    #expect((try shown(id)["arrows"] as? [Any])?.isEmpty == true)
    #expect(
      (try object(try quiver("match", "list", "--json").stdout)["matches"] as? [Any])?.count == 1)
  }

  /// `--plotted` takes where each shoot-off arrow hit (x,y in mm) and scores it on the 122 cm
  /// face, its distance measured from the centre; a position that is none is refused.
  @Test func aPlottedShootOffIsScoredAndMeasuredFromThePositions() throws {
    _ = try started()
    for _ in 0..<5 { _ = try quiver("match", "set", "--a", "9 9 9", "--b", "9 9 9") }
    expectRefused(
      try quiver("match", "shoot-off", "--plotted", "--a", "12,-3", "--b", "nan,1"),
      "Shoot-off: B's position 'nan,1' is not one: x and y are -10000 to 10000 mm from the centre (e.g. 12,-3)."
    )
    // Off the plot: quoted as typed, in mm, with the x,y hint (stranger29d D16).
    for typed in ["20000,0", "1e308,0", "-9223372036854775808,0"] {
      expectRefused(
        try quiver("match", "shoot-off", "--plotted", "--a", typed, "--b", "2,2"),
        "Shoot-off: A's position '\(typed)' is off the target: x and y are -10000 to 10000 mm from the centre (e.g. 12,-3)."
      )
    }
    let output = try quiver(
      "match", "shoot-off", "--plotted", "--arrow-mm", "5", "--a", "30,40", "--b", "0,-20")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.hasPrefix("shoot-off: A 10 (10@50), B 10 (X@20)\nB wins"), "\(output.stdout)")
  }

  /// stranger29b N11: a compound match's plotted shoot-off is scored on the 80 cm 6-ring
  /// compound face (on the 122 cm face 100 mm would be a 9 and 250 mm a 6).
  @Test func aCompoundMatchsPlottedShootOffIsScoredOnTheCompoundFace() throws {
    let started = try quiver(
      "match", "start", "--format", "cumulative", "--guest-a", "Sam", "--guest-b", "Robin")
    try #require(started.status == 0)
    for _ in 0..<5 { _ = try quiver("match", "set", "--a", "10 10 10", "--b", "10 10 10") }
    let output = try quiver(
      "match", "shoot-off", "--plotted", "--arrow-mm", "5", "--a", "100,0", "--b", "250,0")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.hasPrefix("shoot-off: A 8 (8@100), B 0 (M)\nA wins the shoot-off on its total"),
      "\(output.stdout)")
  }

  /// A name is limited in characters as a person counts them, not by the store: twelve family
  /// emoji (84 Unicode scalars) are twelve characters.
  @Test func twelveFamilyEmojiAreANameTheStoreKeeps() throws {
    let family = String(repeating: "👨‍👩‍👧‍👦", count: 12)
    let output = try quiver(
      "match", "start", "--format", "sets", "--guest-a", family, "--guest-b", "Ben")
    #expect(output.status == 0, "\(output.stderr)")
    #expect((try shown()["sideA"] as? [[String: Any]])?.first?["name"] as? String == family)
  }

  @Test func aTeamMatchTakesThreeNamesASideAndSixArrowsASet() throws {
    let output = try quiver(
      "match", "start", "--format", "team-sets", "--guest-a", "Ana", "--guest-a", "Cai",
      "--guest-a",
      "Dee", "--guest-b", "Ben", "--guest-b", "Eve", "--guest-b", "Fay", "--json")
    #expect(output.status == 0, "\(output.stderr)")
    let id = try #require(try object(output.stdout)["id"] as? String)
    let set = try quiver("match", "set", id, "--a", "10 10 9 9 9 9", "--b", "9 9 9 9 9 9")
    #expect(set.stdout.hasPrefix("set 1: A 56"), "\(set.stdout)\(set.stderr)")
    #expect(
      try shown(id)["standing"] as? String
        == "Set points 2–0, totals 56–54 after set 1; set 2 is next.")
  }

  /// Each set is one transaction: killed at any moment while saving it, the match holds the sets
  /// before it or those and it, and still replays through the rules.
  @Test func aKillDuringASetLeavesTheMatchBeforeOrAfterIt() async throws {
    let id = try started("cumulative")
    var generator = SystemRandomNumberGenerator()
    for kill in 0..<12 {
      let before = (try shown(id)["arrows"] as? [Any])?.count ?? -1
      guard before < 5 else { break }
      _ = try QuiverBinary.runAndKill(
        ["--db", path, "match", "set", id, "--a", "10 9 9", "--b", "9 9 8"],
        afterMilliseconds: Int.random(in: 0...120, using: &generator), waitForOutput: false)
      let json = try shown(id)
      let after = (json["arrows"] as? [Any])?.count ?? -1
      #expect([before, before + 1].contains(after), "kill \(kill): \(before) sets, then \(after)")
      #expect(json["standing"] is String, "kill \(kill): the match still replays")
    }
  }
}

/// `stats matches`: an archer's matches counted from the stored sets through the rulebook.
@Suite("stats matches through the executable", .timeLimit(.minutes(2)))
struct StatsMatchesCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-stm-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  @Test func wonLostSetPointsAndTheAverageArrowAreTheActiveArchers() throws {
    _ = try quiver("archers", "add", "Ana", "--style", "recurve")
    _ = try quiver("archers", "add", "Ben", "--style", "compound")
    _ = try quiver("match", "start", "--format", "sets", "--a", "Ana", "--b", "Ben")
    for _ in 0..<3 { _ = try quiver("match", "set", "--a", "10 10 10", "--b", "9 9 9") }
    _ = try quiver("match", "start", "--format", "cumulative", "--guest-a", "Cai", "--b", "Ana")
    _ = try quiver("match", "set", "--a", "10 10 10", "--b", "9 9 8")
    let ana = try quiver("stats", "matches", "--json")
    #expect(ana.status == 0, "\(ana.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(ana.stdout.utf8)) as? [String: Any])
    #expect(json["matches"] as? Int == 2 && json["won"] as? Int == 1 && json["lost"] as? Int == 0)
    #expect(json["setPointsFor"] as? Int == 6 && json["setPointsAgainst"] as? Int == 0)
    #expect(json["arrows"] as? Int == 12 && json["averageArrow"] as? Double == 9.67)
    let ben = try quiver("stats", "matches", "--archer", "Ben")
    #expect(
      ben.stdout
        == "1 match: 0 won, 1 lost.\nSet points: 0 for, 6 against.\nAverage arrow: 9.00 over 9 arrows.\n",
      "\(ben.stdout)\(ben.stderr)")
  }

  /// A team's set keeps the side's arrows together, not whose each was: a member's average
  /// arrow counts only their individual matches, the team's figure is shown apart as the team's.
  @Test func aTeamMatchIsTheTeamsAverageNeverOneMembers() throws {
    for name in ["Ann", "Bob", "Cat"] { _ = try quiver("archers", "add", name) }
    _ = try quiver(
      "match", "start", "--format", "team-sets", "--a", "Ann", "--a", "Bob", "--a", "Cat",
      "--guest-b", "X", "--guest-b", "Y", "--guest-b", "Z")
    for _ in 0..<2 {
      _ = try quiver("match", "set", "--a", "10 10 10 10 10 10", "--b", "9 9 9 9 9 9")
    }
    let cat = try quiver("stats", "matches", "--archer", "Cat", "--json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(cat.stdout.utf8)) as? [String: Any],
      "\(cat.stderr)")
    #expect(json["arrows"] as? Int == 0 && json["averageArrow"] is NSNull, "\(json)")
    #expect(json["teamArrows"] as? Int == 12 && json["teamAverageArrow"] as? Double == 10)
    let text = try quiver("stats", "matches", "--archer", "Cat")
    #expect(!text.stdout.contains("Average arrow:"), "\(text.stdout)")
    #expect(
      text.stdout.contains(
        "Team average arrow (team and mixed matches, the whole side's arrows): 10.00 over 12 arrows."
      ),
      "\(text.stdout)")
  }
}

/// The README's tour of a match decided by a shoot-off: each `$ quiver` line, run in turn on a
/// new store, prints exactly the lines shown under it (a refusal's on standard error; the
/// match's ID, new each run, shown as `<match id>`).
@Suite("the README's match tour", .timeLimit(.minutes(2)))
struct MatchTourTests {
  @Test func everyCommandPrintsWhatTheReadmeShows() throws {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-tour-\(UUID())")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent("q.sqlite")
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- BEGIN match tour"))
    let end = try #require(text.range(of: "<!-- END match tour -->"))
    var steps: [(command: String, shown: [String])] = []
    for line in text[begin.upperBound..<end.lowerBound].split(separator: "\n").dropFirst()
    where line != "```" {
      if line.hasPrefix("$ quiver ") {
        steps.append((String(line), []))
      } else if !steps.isEmpty {
        steps[steps.count - 1].shown.append(String(line))
      }
    }
    #expect(steps.count >= 8 && steps.contains { $0.command.contains("shoot-off") })
    for step in steps {
      let words = MatchResultCommandTests.words(step.command).dropFirst(2)
      let output = try QuiverBinary.run(["--db", path] + words)
      let printed = (output.stdout + output.stderr).split(separator: "\n").map {
        $0.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/) == nil
          ? String($0) : "<match id>"
      }
      #expect(printed == step.shown, "\(step.command)")
    }
  }
}
