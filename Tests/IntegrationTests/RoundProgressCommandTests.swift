import Foundation
import Testing

/// Issue 27's progress and correction defects through the executable: one name for a round
/// ended early, corrections that follow at once and never end an end, a paper round's total
/// corrected, undo on a round that is over, and custom rounds started by their name.
@Suite("Round progress and corrections through the executable", .timeLimit(.minutes(3)))
struct RoundProgressCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-prog-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  func quiver(_ arguments: [String], input: String = "") throws -> QuiverBinary.Output {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  func start(_ codename: String) throws -> String {
    let started = try quiver(["rounds", "start", codename])
    try #require(started.status == 0, "\(started.stderr)")
    return started.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The app with `keys` piped in, a line each.
  func app(_ keys: [String]) throws -> QuiverBinary.Output {
    try quiver(["app"], input: keys.joined(separator: "\n") + "\n")
  }

  @Test func aRoundEndedEarlyIsEndedEarlyEverywhereAndStaysOutOfTheTrend() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let early = try start("wa720_70")
    #expect(try quiver(["rounds", "score", early] + Array(repeating: "9", count: 36)).status == 0)
    #expect(try quiver(["rounds", "finish", early]).stdout.contains("(ended early, 36 of 72"))
    let listed = try quiver(["rounds", "list"]).stdout
    #expect(listed.contains("ended early") && !listed.contains("completed"), "\(listed)")
    #expect(try quiver(["rounds", "show", early]).stdout.hasPrefix("WA 70 m (ended early"))
    for command in [["rounds", "list"], ["rounds", "show", early], ["rounds", "finish", early]] {
      let json = try quiver(command + ["--json"]).stdout
      #expect(json.contains("\"endedEarly\"") && !json.contains("\"completed\""), "\(command)")
    }
    // 324 of 720 is no 90 % round: the trend and the bests leave it out.
    let stats = try quiver(["stats", "--json"]).stdout
    #expect(stats.contains("\"trend\" : [\n\n  ]") || stats.contains("\"trend\" : []"), "\(stats)")
    #expect(!stats.contains("\"scorePercent\""), "\(stats)")
    // The export names it so too, and an import reads it back as the same round.
    let file = (folder as NSString).appendingPathComponent("rounds.json")
    #expect(try quiver(["export", "--format", "json", "--out", file]).status == 0)
    let exported = try String(contentsOfFile: file, encoding: .utf8)
    #expect(exported.contains("\"status\" : \"endedEarly\""), "\(exported)")
    let fresh = (folder as NSString).appendingPathComponent("fresh.sqlite")
    #expect(try QuiverBinary.run(["--db", fresh, "import", file]).status == 0)
    let moved = try QuiverBinary.run(["--db", fresh, "rounds", "list"]).stdout
    #expect(moved.contains("ended early") && moved.contains("36/72 arrows"), "\(moved)")
  }

  @Test func aFinishedPracticeRoundsCardSaysCompletedNeverIncomplete() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let practice = try quiver([
      "rounds", "start", "practice", "--distance", "18m", "--face", "40cm", "--system", "10_zone",
      "--per-end", "3",
    ]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(try quiver(["rounds", "score", practice, "9", "9", "9"]).status == 0)
    let finished = try quiver(["rounds", "finish", practice]).stdout
    #expect(finished.contains("Score card — Practice at 18 m: 27 (completed, 3 arrows)"))
    #expect(!finished.contains("incomplete"))
  }

  @Test func undoOnACompletedRoundPointsToCorrections() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try start("bray_i")
    #expect(try quiver(["rounds", "score", id] + Array(repeating: "9", count: 30)).status == 0)
    let undone = try quiver(["rounds", "undo", id])
    #expect(undone.status == 1)
    #expect(undone.stderr.contains("corrected, not undone"), "\(undone.stderr)")
    #expect(undone.stderr.contains("quiver rounds edit ID END ARROW VALUE"))
    #expect(!undone.stderr.contains("takes no more arrows"))
  }

  @Test func aPaperRoundsTotalIsCorrectedByEditScore() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let added = try quiver([
      "rounds", "add", "portsmouth", "--date", "2026-01-10", "--score", "540",
    ])
    let id = try #require(added.stdout.split(separator: "\n").first.map(String.init))
    let edited = try quiver(["rounds", "edit", id, "--score", "545"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(edited.stdout.hasPrefix("total: 540 → 545; Portsmouth 545"), "\(edited.stdout)")
    #expect(edited.stdout.contains("Score card — Portsmouth: 545 / 600 (completed)"))
    #expect(try quiver(["rounds", "list"]).stdout.contains("545"))
    let impossible = try quiver(["rounds", "edit", id, "--score", "601"])
    #expect(impossible.status == 1 && impossible.stderr.contains("cannot score 601"))
    // An arrow of it points to the total; a round that kept its arrows refuses --score.
    #expect(try quiver(["rounds", "edit", id, "1", "1", "9"]).stderr.contains("--score N"))
    let kept = try start("bray_i")
    #expect(try quiver(["rounds", "score", kept, "9"]).status == 0)
    let refused = try quiver(["rounds", "edit", kept, "--score", "9"])
    #expect(refused.status == 1 && refused.stderr.contains("kept its arrows"), "\(refused.stderr)")
    #expect(try quiver(["rounds", "edit", kept, "1", "1", "8", "--score", "9"]).status == 64)
  }

  @Test func aCustomRoundStartsByTheNameTheArcherGaveIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let added = try quiver([
      "rounds", "custom", "add", "--name", "Club 30", "--per-end", "3", "--pass",
      "30@20m/40cm/10_zone",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    let started = try quiver(["rounds", "start", "Club 30"])
    #expect(started.status == 0, "\(started.stderr)")
    #expect(try quiver(["rounds", "list"]).stdout.contains("Club 30"))
  }

  @Test func inTheAppACorrectionNeitherEndsAnEndNorLeavesTheCardStale() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // `X 10 9` then `e 1 3 8`: end 1 stays the end being shot, so the next arrow waits for Enter.
    let scored = try app(["n", "bray_i", "s", "X 10 9", "e 1 3 8", "7", "q"])
    #expect(scored.status == 0, "\(scored.stderr)")
    #expect(scored.stdout.contains("This end already has its 3 arrows; complete it (Enter)"))
    let id = try #require(
      try quiver(["rounds", "list", "--json"]).stdout.split(separator: "\"").first {
        $0.count == 36
      })
    let shown = try quiver(["rounds", "show", String(id)]).stdout
    #expect(shown.contains("3 of 30 arrows"), "the 7 was not saved in end 2: \(shown)")
    // A completed round corrected in the app: its card and handicap follow at once. (One
    // unfinished Bray I at a time: the first is cancelled before the next starts.)
    #expect(try quiver(["rounds", "cancel", String(id)]).status == 0)
    let whole = try start("bray_i")
    #expect(try quiver(["rounds", "score", whole] + Array(repeating: "9", count: 30)).status == 0)
    // The app reopens the first round's sheet (the saved place): back to Home, then Rounds.
    let corrected = try app(["b", "b", "b", "r", "1", "e", "e 10 3 10", "u", "q"])
    let after = try #require(corrected.stdout.components(separatedBy: "> e 10 3 10").last)
    #expect(after.contains("Score card — Bray I: 271 / 300 (completed)"), "\(after)")
    #expect(!after.contains("Score card — Bray I: 270"))
    // The sheet of a round that is over offers corrections only, and undo points to them.
    #expect(after.contains("keys: e END ARROW VALUE correct · b back"))
    #expect(after.contains("corrected, not undone"))
  }
}
