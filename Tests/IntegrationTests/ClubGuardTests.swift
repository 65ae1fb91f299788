import Foundation
import Testing

/// A stored archer's round on a club target is the target's to change (stranger29 #16, #17):
/// `rounds score/undo/edit/delete` on it and `club end` into a round cancelled or ended with
/// `quiver rounds` are each refused in one line, exit 1, and the store is as it was; removing
/// its archer keeps them on the target as a guest.
@Suite("A target's rounds are guarded", .timeLimit(.minutes(3)))
struct ClubGuardTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-guard-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String..., input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  /// Everything a refusal could have changed, as the commands show it.
  func snapshot() throws -> String {
    let reads = [
      ["club", "show", "--json"], ["rounds", "list", "--json"], ["archers", "list"],
    ]
    return try reads.map { try QuiverBinary.run(["--db", path] + $0).stdout }.joined()
  }

  /// Ana (active) and Ben on a WA 18 target with a guest, end 1 in; Ana's round ID.
  func startTarget() throws -> String {
    try #require(try quiver("archers", "add", "Ana", "--style", "recurve").status == 0)
    try #require(try quiver("archers", "add", "Ben", "--style", "recurve").status == 0)
    let started = try quiver(
      "club", "start", "wa18", "--archer", "Ana", "--archer", "Ben", "--guest", "Cy")
    try #require(started.status == 0, "start failed: \(started.stderr)")
    let end = try quiver("club", "end", "--a", "10 10 10", "--b", "9 9 9", "--c", "8 8 8")
    try #require(end.status == 0, "end failed: \(end.stderr)")
    let listed = try quiver("rounds", "list", "--json")
    let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
    return try #require(rows?.first?["id"] as? String)
  }

  /// Runs `arguments`, expecting a one-line refusal containing `words` and no change.
  func expectRefused(_ arguments: [String], _ words: String, input: String = "") throws {
    let before = try snapshot()
    let output = try QuiverBinary.run(["--db", path] + arguments, input: input)
    #expect(output.status == 1, "\(arguments): \(output.stdout)")
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(arguments): \(output.stderr)")
    #expect(output.stderr.contains(words), "\(arguments): \(output.stderr)")
    #expect(!output.stderr.contains("report this as a bug"))
    #expect(try snapshot() == before, "\(arguments) changed the store")
  }

  @Test func roundCommandsOnATargetsRoundAreRefusedNamingTheTarget() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try startTarget()
    let target = "'quiver club end "
    try expectRefused(["rounds", "score", round, "5", "5", "5"], target)
    try expectRefused(["rounds", "score", round, "5"], "is A's on club target")
    try expectRefused(["rounds", "undo", round], target)
    try expectRefused(["rounds", "edit", round, "1", "1", "9"], "quiver club correct A")
    // stranger29d D12: a total edit gets the same target-aware advice, not an arrow edit's.
    try expectRefused(["rounds", "edit", round, "--score", "100"], "quiver club correct A")
    try expectRefused(["rounds", "delete", round, "--yes"], "is A's on club target")
    // The target still enters and corrects Ana's ends.
    #expect(try quiver("club", "correct", "A", "1", "1", "X").status == 0)
    let next = try quiver("club", "end", "--a", "9 9 9", "--b", "9 9 9", "--c", "9 9 9")
    #expect(next.status == 0, "stderr: \(next.stderr)")
  }

  /// `rounds feed` and `rounds plot` write arrows too: on a target's round they are refused,
  /// naming the target, with nothing saved; the app's Round screen does not open it for scoring.
  @Test func aFeedAPlotAndTheAppsScoringScreenAreRefusedOnATargetsRound() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try startTarget()
    try expectRefused(["rounds", "plot", round, "0", "0"], "is A's on club target")
    var before = try snapshot()
    let fed = try quiver("rounds", "feed", round, input: "0 0\n12 -3\n")
    #expect(fed.status == 1, "\(fed.stdout)")
    #expect(fed.stderr.hasPrefix("quiver: Round \(round) is A's on club target"), "\(fed.stderr)")
    #expect(!fed.stderr.contains("report this as a bug"))
    #expect(try snapshot() == before, "the feed saved nothing")
    before = try snapshot()
    // Home › Rounds › 1 (Ana's round): the Round screen offers no `c` (stranger29c C11); it
    // sends the ends to the Target screen and says cancelling withdraws her; `c` is refused.
    let app = try quiver("app", input: "r\n1\nc\n9 9 9\n")
    #expect(!app.stdout.contains("── Home › Rounds › Round › Scoring"), "\(app.stdout)")
    #expect(!app.stdout.contains("c continue scoring"), "\(app.stdout)")
    let target = String(try quiver("club", "list").stdout.prefix(8))
    #expect(
      app.stdout.contains(
        "! This round is on club target \(target): enter its ends on the Target screen (t on "
          + "Home); cancelling it withdraws the archer from the target."),
      "the screen says so: \(app.stdout)")
    #expect(try snapshot() == before, "the app saved nothing")
  }

  /// stranger29b N3: removed, Ben stays on the target as a guest with his arrows.
  @Test func anArcherWhoShotOnATargetIsRemovedAndStaysAsAGuest() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try startTarget()
    let removed = try quiver("archers", "remove", "Ben", "--yes")
    #expect(removed.status == 0, "\(removed.stderr)")
    let shown = try quiver("club", "show").stdout
    #expect(shown.contains("B  Ben"), "\(shown)")
    #expect(shown.contains("27"), "Ben's arrows stay: \(shown)")
    #expect(try quiver("club", "end", "--a", "9 9 9", "--b", "9 9 9", "--c", "9 9 9").status == 0)
  }

  @Test func clubEndRefusesARoundCancelledOrEndedEarly() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try startTarget()
    #expect(try quiver("rounds", "cancel", round).status == 0)
    // All or none (stranger29b N19): A is refused, so B's and C's lines are not saved either.
    try expectRefused(
      ["club", "end", "--b", "8 8 8", "--a", "9 9 9", "--c", "7 7 7"],
      "A, end 2: A's round is cancelled; A has withdrawn")
    try expectRefused(["club", "end"], "A's round is cancelled", input: "A 9 9 9\n")
  }

  /// stranger29b N2: `rounds start` names the target, never `rounds score` on its round.
  @Test func roundsStartPointsToTheTargetNotToRoundsScore() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try startTarget()
    try expectRefused(["rounds", "start", "wa18"], "on club target")
    let said = try quiver("rounds", "start", "wa18").stderr
    #expect(said.contains("carry on with 'quiver club end "), "\(said)")
    #expect(!said.contains("rounds score"), "\(said)")
  }

  /// stranger29b N1: a cancelled archer withdraws; the others shoot on to the end of the round.
  @Test func aCancelledArcherWithdrawsAndTheTargetGoesOn() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try startTarget()
    #expect(try quiver("rounds", "cancel", round).status == 0)
    for _ in 2...20 {
      let end = try quiver("club", "end", "--b", "9 9 9", "--c", "8 8 8")
      try #require(end.status == 0, "\(end.stderr)")
    }
    let shown = try quiver("club", "show")
    #expect(shown.stdout.contains("A Ana has withdrawn (their round is cancelled)"))
    #expect(
      shown.stdout.contains(
        "The target is complete: every archer who did not withdraw has shot every end."),
      "not 'every archer's round' (stranger29c C5): \(shown.stdout)")
    #expect(shown.stdout.contains("(their round is cancelled).\n"), "no 'goes on': it ended")
    let json = try quiver("club", "show", "--json").stdout
    #expect(json.contains("\"withdrawn\" : [\n    \"A\"\n  ]"), "\(json)")
  }

  @Test func clubEndRefusesARoundFinishedEarly() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try startTarget()
    let finished = try quiver("rounds", "finish", round)
    try #require(finished.status == 0, "finish: \(finished.stderr)")
    try expectRefused(
      ["club", "end", "--a", "9 9 9"], "A, end 2: A's round was ended early")
    let next = try quiver("club", "end", "--b", "9 9 9", "--c", "9 9 9")
    #expect(next.status == 0, "the target goes on without A: \(next.stderr)")
  }
}

/// `club start` keeps `rounds start`'s rule (stranger29 #18): an archer with an unfinished round
/// of that kind, on a target or not, is refused in one line that never sends them to `rounds
/// score` for a club round; nothing is started.
@Suite("A target starts no second unfinished round", .timeLimit(.minutes(3)))
struct ClubStartUnfinishedTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-once-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  @Test func anArcherWithAnUnfinishedRoundOfTheKindIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(try quiver("archers", "add", "Ana").status == 0)
    try #require(
      try quiver("club", "start", "wa18", "--archer", "Ana", "--guest", "Bo").status == 0)
    try #require(try quiver("rounds", "start", "portsmouth").status == 0)
    let before = try quiver("rounds", "list").stdout + (try quiver("club", "show").stdout)
    let again = try quiver("club", "start", "wa18", "--archer", "Ana", "--guest", "Cy")
    #expect(again.status == 1)
    #expect(again.stderr.split(separator: "\n").count == 1)
    #expect(again.stderr.contains("Ana's WA 18 m on club target"))
    #expect(again.stderr.contains("'quiver club end "))
    #expect(!again.stderr.contains("rounds score"))
    let solo = try quiver("club", "start", "portsmouth", "--archer", "Ana")
    #expect(solo.status == 1)
    #expect(solo.stderr.contains("Ana has an unfinished Portsmouth, round "))
    #expect(try quiver("rounds", "list").stdout + (try quiver("club", "show").stdout) == before)
    // Another kind of round starts.
    #expect(try quiver("club", "start", "wa1440_90", "--archer", "Ana").status == 0)
  }
}
