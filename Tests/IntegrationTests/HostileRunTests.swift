import Foundation
import Store
import Testing

/// The hostile run's data-loss findings, through the built executable: `--out` at the open
/// database, two feeds on one round, a feed meeting a busy store, a backup of a store holding
/// another program's table or text that is not UTF-8, and input that never ends a line.
@Suite("What a hostile run found loses nothing", .timeLimit(.minutes(4)))
struct HostileRunTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-hostile-\(UUID())")
  var path: String { file("q.sqlite") }
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  func quiver(_ arguments: [String], input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  func started(_ arguments: [String] = ["wa18"]) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let started = try quiver(["rounds", "start"] + arguments)
    #expect(started.status == 0, "\(started.stderr)")
    return started.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func savedArrows(_ id: String) throws -> Int {
    let shown = try quiver(["rounds", "show", id, "--json"])
    let json = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
    return (json?["round"] as? [String: Any])?["arrows"] as? Int ?? -1
  }

  @Test func outNamingTheOpenDatabaseByAnyNameIsRefusedForEveryCommand() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    #expect(try quiver(["rounds", "score", id, "X", "10", "9"]).status == 0)
    try FileManager.default.createSymbolicLink(atPath: file("link"), withDestinationPath: path)
    let before = FileManager.default.contents(atPath: path)
    let outs: [[String]] = [
      ["plot", "trend"], ["plot", "round", id], ["export", "--format", "csv"],
      ["export", "--format", "json"], ["backup"],
    ]
    for command in outs {
      for target in [path, file("link"), "\(folder)/./q.sqlite"] {
        let run = try quiver(command + ["--out", target])
        let what = (command + [target]).joined(separator: " ")
        #expect(run.status == 1, "\(what): \(run.stderr)")
        #expect(run.stderr.contains("is the open database"), "\(what): \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(what): \(run.stderr)")
        #expect(FileManager.default.contents(atPath: path) == before, "\(what)")
      }
    }
    #expect(try savedArrows(id) == 3)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file("link")) == path)
  }

  @Test func outAtADanglingLinkLeavesTheLinkAsItWas() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try started()
    try FileManager.default.createSymbolicLink(
      atPath: file("dangling"), withDestinationPath: file("nowhere/else.csv"))
    let run = try quiver(["export", "--format", "csv", "--out", file("dangling")])
    #expect(run.status == 1)
    #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: file("dangling"))
        == file("nowhere/else.csv"))
  }

  @Test func endlessBinaryInputEndsInOneLineForEveryReader() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let zeros = String(repeating: "\0", count: 60_000)  // within a pipe's buffer
    let runs: [(String, QuiverBinary.Output)] = [
      (
        "feed --from",
        try QuiverBinary.run(
          ["--db", path, "rounds", "feed", id, "--from", "/dev/zero"], timeout: 30)
      ),
      ("feed", try quiver(["rounds", "feed", id], input: zeros)),
      ("delete", try quiver(["rounds", "delete", id], input: zeros)),
      ("app", try quiver(["app"], input: zeros)),
    ]
    for (what, run) in runs {
      #expect(run.status == 1, "\(what): \(run.status) \(run.stderr)")
      let notText = run.stderr.split(separator: "\n").filter { $0.contains("is not text") }
      #expect(notText.count == 1, "\(what): \(run.stderr)")
    }
    #expect(try savedArrows(id) == 0, "the round is still there, untouched")
  }

  /// The lines around it are saved; the skipped one is said and the exit is 1 (stranger29b N10).
  @Test func aFeedSkipsAnOverlongLineInOneLineAndScoresTheNext() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let long = String(repeating: "1", count: 200_000)
    let run = try quiver(["rounds", "feed", id], input: "0 0\n\(long)\n30 -12\n")
    #expect(run.status == 1, "a line not acted on exits 1 (stranger29b N10): \(run.stderr)")
    #expect(run.stderr.contains("line 2 of standard input is longer than 64 KiB; skipped"))
    #expect(run.stderr.count < 1_000, "the line is not echoed")
    #expect(run.stdout.contains("2 arrows saved"), "\(run.stdout)")
  }

  @Test func aFeedInJSONPrintsAnObjectPerArrowThenTheCard() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let run = try quiver(
      ["rounds", "feed", id, "--json"], input: String(repeating: "0 0\n", count: 60))
    #expect(run.status == 0, "\(run.stderr)")
    let objects = try run.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(objects.count == 61)
    #expect(objects.first??["runningTotal"] as? Int == 10)
    let last = try #require(objects.last ?? nil)
    #expect(last["saved"] as? Int == 60)
    #expect(last["total"] as? Int == 600)
    #expect((last["card"] as? [String: Any])?["total"] as? Int == 600, "\(run.stdout.suffix(400))")
  }

  @Test func twoFeedsOnOneRoundBothKeepEveryHit() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started([
      "practice", "--distance", "18m", "--face", "40cm", "--system", "10_zone",
    ])
    let lines = String(repeating: "0 0\n10 10\n", count: 100)
    async let first = Task.detached { try quiver(["rounds", "feed", id], input: lines) }.value
    async let second = Task.detached { try quiver(["rounds", "feed", id], input: lines) }.value
    let runs = try await [first, second]
    for run in runs {
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("200 arrows saved"), "\(run.stdout.suffix(300))")
    }
    #expect(try savedArrows(id) == 400)
  }

  @Test func aFeedWaitsOutAStoreHeldBusyAndSavesEveryHit() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let holder = try Connection(path: path)
    try holder.execute("PRAGMA busy_timeout = 1000; BEGIN IMMEDIATE")
    let feed = try RunningQuiver(["--db", path, "rounds", "feed", id])
    try feed.type("0 0")
    try feed.type("30 -12")
    try feed.waitFor("waiting for it", seconds: 30)
    try holder.execute("COMMIT")
    try feed.waitFor("end 1 arrow 2: 9 (total 19)", seconds: 30)
    try feed.type("0 0")
    try feed.waitFor("end 1 arrow 3", seconds: 30)
    kill(feed.pid, SIGINT)
    _ = try feed.exitStatus()
    #expect(try savedArrows(id) == 3)
  }

  @Test func aBackupOfAStoreWithAnotherProgramsTableRestores() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    #expect(try quiver(["rounds", "score", id, "X", "10", "9"]).status == 0)
    #expect(try quiver(["equipment", "add", "riser", "--name", "Hoyt"]).status == 0)
    let other = try Connection(path: path)  // another program's table and its own text
    try other.execute(
      """
      CREATE TABLE their_notes (note TEXT);
      INSERT INTO their_notes VALUES ('mine');
      UPDATE equipment_items SET notes = CAST(X'6869FF' AS TEXT);
      """)
    let backup = try quiver(["backup", "--out", file("b.json")])
    #expect(backup.status == 1, "\(backup.stderr)")
    #expect(backup.stderr.contains("table their_notes was not made by Quiver; left out"))
    #expect(backup.stderr.contains("equipment_items row 1"), "\(backup.stderr)")
    #expect(backup.stderr.contains("not UTF-8"), "\(backup.stderr)")
    let restored = try QuiverBinary.run(["--db", file("new.sqlite"), "restore", file("b.json")])
    #expect(restored.status == 0, "\(restored.stderr)")
    let shown = try QuiverBinary.run(["--db", file("new.sqlite"), "rounds", "show", id])
    #expect(shown.status == 0, "\(shown.stderr)")
  }
}
