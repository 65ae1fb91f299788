import Foundation
import Store
import Testing

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
      #expect(try quiver(["rounds", "cancel", id]).status == 0, "one unfinished WA 18 at a time")
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
      #expect(try quiver(["rounds", "cancel", id]).status == 0, "one unfinished WA 18 at a time")
      ids.append(id)
    }
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE arrows SET points = 99 WHERE arrow_index = 1
        AND round_id = '\(ids[0])' AND end_number = (SELECT min(end_number) FROM ends WHERE round_id = '\(ids[0])');
      """)
    // The repair rebuilds the summaries; the damaged arrow is named and no repair mends it.
    let repair = try quiver(["check", "--repair"])
    #expect(repair.status == 1 && repair.stdout.contains("arrow 2 holds 99"), "\(repair.stdout)")
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
