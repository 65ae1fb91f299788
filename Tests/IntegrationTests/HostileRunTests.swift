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

  @Test func aFeedSkipsAnOverlongLineInOneLineAndScoresTheNext() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let long = String(repeating: "1", count: 200_000)
    let run = try quiver(["rounds", "feed", id], input: "0 0\n\(long)\n30 -12\n")
    #expect(run.status == 0, "\(run.stderr)")
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

/// An arrow number is one of the set's numbers when the round's setup has a numbered set.
@Suite("Arrow numbers come from the set", .timeLimit(.minutes(2)))
struct ArrowNumberTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-numbers-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }
  func value(_ output: QuiverBinary.Output) -> String {
    output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aPlotWithANumberOutsideTheSetOfEightIsRefused() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arrows = value(try quiver("equipment", "add", "arrow", "--name", "X10", "--count", "8"))
    let setup = value(
      try quiver("setups", "add", "--name", "Field", "--style", "recurve", "--add-part", arrows))
    let id = value(try quiver("rounds", "start", "wa18", "--setup", setup))
    let refused = try quiver("rounds", "plot", id, "0", "0", "--arrow", "99")
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("not in this round's set of arrows (1–8)"), "\(refused.stderr)")
    #expect(try quiver("rounds", "plot", id, "0", "0", "--arrow", "8").status == 0)
    let shown = try quiver("rounds", "show", id, "--json")
    let json = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
    #expect((json?["round"] as? [String: Any])?["arrows"] as? Int == 1)
  }
}

/// Values another program planted in the store never trap a reader.
@Suite("Planted values never trap", .timeLimit(.minutes(2)))
struct PlantedValuesTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-planted-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  func quiver(_ arguments: [String], input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  @Test func summaryTotalsThatAddPastIntMaxTrapNothing() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for _ in 0..<2 {
      let id = try quiver(["rounds", "start", "wa18"]).stdout
        .trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(try quiver(["rounds", "score", id, "X", "10", "9"]).status == 0)
    }
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      """
      UPDATE round_summaries SET total = 4611686018427387904, possible = 4611686018427387904,
        arrows = 4611686018427387904, hits = 4611686018427387904;
      """)
    for command in [["stats"], ["stats", "--json"], ["plot", "trend"], ["stats", "seasons"]] {
      let run = try quiver(command)
      #expect([0, 1].contains(run.status), "\(command): \(run.status) \(run.stderr)")
    }
    let app = try quiver(["app"], input: "a\nq\n")
    #expect(app.status == 0, "\(app.stderr)")
  }

  @Test func aDamagedArrowLeavesOneRoundOutOfGroupsAndIsSaidWhereItCounts() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var ids: [String] = []
    for _ in 0..<2 {
      let id = try quiver(["rounds", "start", "wa18"]).stdout
        .trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(try quiver(["rounds", "plot", id, "0", "0"]).status == 0)
      #expect(try quiver(["rounds", "plot", id, "10", "10"]).status == 0)
      ids.append(id)
    }
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE arrows SET points = 99 WHERE arrow_index = 1
        AND end_id = (SELECT id FROM ends WHERE round_id = '\(ids[0])');
      """)
    #expect(try quiver(["check", "--repair"]).status == 0)
    let groups = try quiver(["stats", "groups"])
    #expect(groups.status == 0, "\(groups.stderr)")
    #expect(groups.stdout.contains("2 plotted arrows from 1 round"), "\(groups.stdout)")
    #expect(groups.stderr.contains("Left out: "), "\(groups.stderr)")
    for command in [["stats"], ["rounds", "list"]] {
      let run = try quiver(command)
      #expect(run.status == 0, "\(command): \(run.stderr)")
      #expect(
        run.stderr.contains("Counted as a miss: 1 damaged arrow of round \(ids[0])"),
        "\(command): \(run.stderr)")
    }
  }

  @Test func importRefusesAPracticeArrowPastTheLastPossibleEnd() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try quiver([
      "rounds", "start", "practice", "--distance", "18m", "--face", "40cm", "--system", "10_zone",
    ]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(try quiver(["rounds", "score", id, "9"]).status == 0)
    let exported = try quiver(["export", "--format", "json"]).stdout
    for end in ["10001", "4611686018427387904"] {
      let file = (folder as NSString).appendingPathComponent("e\(end).json")
      try Data(
        exported.replacingOccurrences(of: "\"endNumber\" : 1", with: "\"endNumber\" : \(end)").utf8
      )
      .write(to: URL(fileURLWithPath: file))
      let fresh = (folder as NSString).appendingPathComponent("fresh\(end).sqlite")
      let run = try QuiverBinary.run(["--db", fresh, "import", file])
      #expect(run.status == 1, "end \(end): \(run.stderr)")
      #expect(run.stderr.contains("end \(end) is outside the round"), "\(run.stderr)")
    }
  }

  @Test func restoreRefusesAFarArrowAndAnUnreadableSetupVersionNamingThem() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try quiver(["rounds", "start", "wa18"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(try quiver(["rounds", "plot", id, "0", "0"]).status == 0)
    let setup = try quiver(["setups", "add", "--name", "Field", "--style", "recurve"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      """
      UPDATE arrows SET x = 1e308;
      UPDATE bow_setup_versions SET snapshot = '{"parts": 3}' WHERE setup_id = '\(setup)';
      """)
    let file = (folder as NSString).appendingPathComponent("b.json")
    let backup = try quiver(["backup", "--out", file])
    #expect(backup.status == 1, "named as damaged: \(backup.stderr)")
    let fresh = (folder as NSString).appendingPathComponent("fresh.sqlite")
    let restore = try QuiverBinary.run(["--db", fresh, "restore", file])
    #expect(restore.status == 1, "\(restore.stderr)")
    #expect(restore.stderr.contains("plotted beyond"), "\(restore.stderr)")
    let kept = try QuiverBinary.run(["--db", fresh, "restore", file, "--keep-damaged"])
    #expect(kept.status == 0, "\(kept.stderr)")
    let named = try quiver(["backup", "--out", file])
    #expect(named.stderr.contains("version 1: its snapshot does not read"), "\(named.stderr)")
  }

  @Test func aStartDateOf1e308IsNamedNotListedAsAYear() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try quiver(["rounds", "start", "wa18"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute("UPDATE rounds SET created_at = 1e308")
    let list = try quiver(["rounds", "list"])
    #expect(!list.stdout.contains(String(id.prefix(8))), "\(list.stdout)")
    #expect(list.stderr.contains("starts on no date from 1900 to 9999"), "\(list.stderr)")
    let check = try quiver(["check"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("round \(id) starts on no date"), "\(check.stdout)")
    _ = try quiver(["check", "--repair"])  // the summary takes the round's date
    for command in [["stats", "pbs"], ["stats", "seasons"], ["stats"]] {
      let run = try quiver(command)
      #expect(!run.stdout.contains("506713"), "\(command): \(run.stdout)")
    }
  }

  @Test(arguments: ["Pacific/Auckland", "Pacific/Kiritimati", "Etc/GMT+12", "UTC"])
  func aPaperRoundListsOnTheDayItWasShot(zone: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let db = (folder as NSString).appendingPathComponent(
      "\(zone.replacingOccurrences(of: "/", with: "-")).sqlite")
    func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
      try QuiverBinary.run(["--db", db] + arguments, environment: ["TZ": zone])
    }
    let added = try quiver("rounds", "add", "wa18", "--date", "2026-01-10", "--score", "500")
    #expect(added.status == 0, "\(zone): \(added.stderr)")
    let listed = try quiver("rounds", "list")
    #expect(listed.stdout.contains("2026-01-10"), "\(zone): \(listed.stdout)")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    let today = calendar.dateComponents([.year, .month, .day], from: Date())
    let text = String(
      format: "%04d-%02d-%02d", today.year ?? 0, today.month ?? 0, today.day ?? 0)
    let shotToday = try quiver("rounds", "add", "wa18", "--date", text, "--score", "400")
    #expect(shotToday.status == 0, "\(zone) today \(text): \(shotToday.stderr)")
  }
}
