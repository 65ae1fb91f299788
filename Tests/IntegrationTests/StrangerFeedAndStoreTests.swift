import CoreInterfaces
import Foundation
import Store
import Testing

/// The stranger's findings on the issue-27 merge about feeds, the store file and messages,
/// through the built executable: no received hit dropped unsaid, a missing saved-place table
/// locks no one out, `--out` and `--db` touch nothing they should not, and messages speak the
/// command line's words, never SQLite's or the app's keys.
@Suite("A stranger's feeds, files and messages", .timeLimit(.minutes(3)))
struct StrangerFeedAndStoreTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-stranger1-\(UUID())")
  var path: String { file("q.sqlite") }
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  func quiver(_ arguments: [String], input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  func started(_ kind: String = "wa18") throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let run = try quiver(["rounds", "start", kind])
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func savedArrows(_ id: String) throws -> Int {
    let shown = try quiver(["rounds", "show", id, "--json"])
    let json = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
    return (json?["round"] as? [String: Any])?["arrows"] as? Int ?? -1
  }

  func hits(_ count: Int) -> String { String(repeating: "0 0\n", count: count) }

  @Test func hitsAfterTheLastArrowAreCountedAndSaidNeverDropped() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let run = try quiver(["rounds", "feed", id], input: hits(70))
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stdout.contains("60 arrows saved; total 600."), "\(run.stdout.suffix(300))")
    #expect(
      run.stderr.contains("10 hits after the round's last arrow were not saved: "), "\(run.stderr)")
    #expect(try savedArrows(id) == 60)
  }

  @Test func inJSONTheCountOfUnsavedHitsIsInTheLastObject() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let run = try quiver(["rounds", "feed", id, "--json"], input: hits(63))
    #expect(run.status == 1)
    let last = try #require(run.stdout.split(separator: "\n").last)
    let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
    #expect(object?["saved"] as? Int == 60)
    #expect(object?["notSaved"] as? Int == 3)
    #expect(run.stderr.contains("3 hits after the round's last arrow were not saved"))
  }

  @Test func twoFeedsOnOneRoundSaveOrCountEveryHit() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let (db, lines) = (path, hits(40))
    async let first = Task.detached {
      try QuiverBinary.run(["--db", db, "rounds", "feed", id], input: lines)
    }.value
    async let second = Task.detached {
      try QuiverBinary.run(["--db", db, "rounds", "feed", id], input: lines)
    }.value
    let runs = try await [first, second]
    func number(_ text: String, before words: String) -> Int {
      guard let range = text.range(of: words) else { return 0 }
      let digits = text[..<range.lowerBound].reversed().prefix { $0.isNumber }
      return Int(String(digits.reversed())) ?? 0
    }
    let saved = runs.map { number($0.stdout, before: " arrows saved; total") }
    // "1 hit … was not saved" or "N hits … were not saved": a feed left one hit is counted too.
    let unsaved = runs.map { run in
      run.stderr.firstMatch(of: /(\d+) hits? after the round's last arrow/).flatMap { Int($0.1) }
        ?? 0
    }
    #expect(saved.reduce(0, +) == 60, "\(runs.map(\.stderr))")
    #expect(unsaved.reduce(0, +) == 20, "every one of the 80 hits is saved or counted")
    #expect(runs.contains { $0.status == 1 }, "a feed that could not save a hit does not exit 0")
    #expect(try savedArrows(id) == 60)
  }

  @Test func aFeedInJSONEndsWithTheCardAsItStandsWhenTheRoundGoesOn() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let run = try quiver(["rounds", "feed", id, "--json"], input: "0 0\n30 -12\n")
    #expect(run.status == 0, "\(run.stderr)")
    let last = try #require(run.stdout.split(separator: "\n").last)
    let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
    let card = try #require(object?["card"] as? [String: Any], "\(last)")
    #expect(card["state"] as? String == "inProgress")
    #expect(card["total"] as? Int == 19)
  }

  @Test func aRoundThatTakesNoArrowsIsRefusedFirstInOneLine() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let added = try quiver([
      "rounds", "add", "wa18", "--score", "510", "--date", "2026-01-10", "--json",
    ])
    let json = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
    let paper = try #require((json?["round"] as? [String: Any])?["id"] as? String)
    let run = try quiver(["rounds", "feed", paper], input: "0 0\n")
    #expect(run.status == 1, "\(added.stdout)")
    #expect(run.stdout.isEmpty, "no '0 arrows saved; total 0'")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(run.stderr.contains("total entered alone (510)"), "\(run.stderr)")
    let done = try started()
    _ = try quiver(["rounds", "feed", done], input: hits(60))
    let again = try quiver(["rounds", "feed", done], input: "0 0\n")
    #expect(again.status == 1)
    #expect(again.stderr.hasPrefix("quiver: The round is completed; it takes no more arrows."))
    #expect(!again.stderr.contains("saved before"), "\(again.stderr)")
    #expect(!again.stderr.contains("'e END"), "the command line names commands, not keys")
    #expect(again.stderr.contains("quiver rounds edit ID END ARROW VALUE"))
  }

  @Test func commandLineRefusalsNameCommandsNotAppKeys() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    _ = try quiver(["rounds", "feed", id], input: hits(60))
    for arguments in [["rounds", "score", id, "5"], ["rounds", "undo", id]] {
      let run = try quiver(arguments)
      #expect(run.status == 1)
      #expect(!run.stderr.contains("'e END"), "\(arguments): \(run.stderr)")
      #expect(!run.stderr.contains("'t TOTAL'"), "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains("quiver rounds edit"), "\(arguments): \(run.stderr)")
    }
  }

  @Test func aRoundWhoseArcherIsGoneSaysSoNotSwitchToThem() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(try quiver(["archers", "add", "Robin"]).status == 0)
    let id = try started()
    // A round and its summary name the same archer (every write rebuilds the summary, and the
    // lookup of another archer's round reads summaries): here both name one that is gone.
    try Connection(path: path).execute(
      """
      UPDATE rounds SET archer_id = '00000000-0000-0000-0000-000000000000';
      UPDATE round_summaries SET archer_id = '00000000-0000-0000-0000-000000000000';
      """)
    let run = try quiver(["rounds", "score", id, "5"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("belongs to no archer now"), "\(run.stderr)")
    #expect(!run.stderr.contains("Switch to them"), "\(run.stderr)")
  }

  @Test func aMissingSavedPlaceTableLocksNoOneOutAndBackupWorks() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    try Connection(path: path).execute("DROP TABLE navigation_path")
    let backup = try quiver(["backup", "--out", file("b.json")])
    #expect(backup.status == 0, "\(backup.stderr)")
    let list = try quiver(["rounds", "list"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.contains(String(id.prefix(8))))
    #expect(try quiver(["app"], input: "q\n").status == 0, "the app saves its place again")
    try Connection(path: path).execute("DROP TABLE ends")
    let before = FileManager.default.contents(atPath: path)
    // What needs the table names it, and so do the commands that read every table; a read that
    // does not need it still shows what it reads (opening no longer runs every migration to know).
    for arguments in [
      ["rounds", "score", id, "5"], ["backup", "--out", file("c.json")], ["check"],
      ["sync", file("sync")],
    ] {
      let refused = try quiver(arguments)
      #expect(refused.status == 1, "\(arguments)")
      #expect(refused.stderr.contains("table ends is missing"), "\(arguments): \(refused.stderr)")
      #expect(!refused.stderr.contains("SQLITE"), "\(arguments): \(refused.stderr)")
    }
    #expect(FileManager.default.contents(atPath: path) == before, "nothing was written")
    #expect(!FileManager.default.fileExists(atPath: file("c.json")))
    #expect(try quiver(["rounds", "list"]).stdout.contains(String(id.prefix(8))))
  }

  @Test(arguments: ["-wal", "-shm", "-journal"])
  func aJournalNameOfTheOpenDatabaseIsRefusedBeforeItExists(suffix: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try started()
    let target = path + suffix
    try? FileManager.default.removeItem(atPath: target)
    let run = try quiver(["plot", "trend", "--out", target])
    #expect(run.status == 1)
    #expect(run.stderr.contains("is the open database"), "\(run.stderr)")
    if suffix == "-journal" { #expect(!FileManager.default.fileExists(atPath: target)) }
  }

  @Test func aDatabaseInAFolderThatDoesNotExistIsRefusedAndNothingIsMade() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let missing = file("typo/deeper/q.sqlite")
    for arguments in [["rounds", "list"], ["rounds", "start", "wa18"], ["stats"]] {
      let run = try QuiverBinary.run(["--db", missing] + arguments)
      #expect(run.status == 1, "\(arguments)")
      #expect(run.stderr.contains("there is no folder"), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
    }
    #expect(!FileManager.default.fileExists(atPath: file("typo")), "no folder was made")
    let fresh = try QuiverBinary.run(["--db", file("new.sqlite"), "rounds", "list"])
    #expect(fresh.status == 0, "a new file in a folder that exists is a new, empty store")
    #expect(fresh.stdout.hasPrefix("No rounds yet"))
  }

  @Test func restoreNamesWhatTheFileIsAndRefusesAnExportAsData() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try started()
    #expect(try quiver(["backup", "--out", file("b.json")]).status == 0)
    #expect(try quiver(["export", "--format", "json", "--out", file("e.json")]).status == 0)
    let whole = try Data(contentsOf: URL(fileURLWithPath: file("b.json")))
    try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: file("cut.json")))
    let cases = [
      (path, "is an SQLite database file"), (file("cut.json"), "is not whole JSON"),
      (file("e.json"), "is a rounds export, not a backup"),
    ]
    for (source, words) in cases {
      let run = try QuiverBinary.run(["--db", file("new\(words.count).sqlite"), "restore", source])
      #expect(run.status == 1, "\(source): a refusal of the data, not of the command line")
      #expect(run.stderr.contains(words), "\(run.stderr)")
      #expect(!run.stderr.contains("a value is not valid"), "\(run.stderr)")
    }
  }

  @Test func restoreNamesABrokenRuleInWordsNotSQLite() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try started()
    #expect(try quiver(["backup", "--out", file("b.json")]).status == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: file("b.json")))
    var backup = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var tables = try #require(backup["tables"] as? [[String: Any]])
    let rounds = try #require(tables.firstIndex { $0["name"] as? String == "rounds" })
    let rows = try #require(tables[rounds]["rows"] as? [Any])
    tables[rounds]["rows"] = rows + rows.prefix(1)
    backup["tables"] = tables
    try JSONSerialization.data(withJSONObject: backup).write(
      to: URL(fileURLWithPath: file("d.json")))
    let run = try QuiverBinary.run(["--db", file("new.sqlite"), "restore", file("d.json")])
    #expect(run.status == 1)
    #expect(run.stderr.contains("its id is the same as another row's"), "\(run.stderr)")
    #expect(!run.stderr.contains("constraint failed"), "\(run.stderr)")
  }

  @Test func aBusyStoreIsWaitedForByRoundsScoreWithANotice() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try started()
    let holder = try Connection(path: path)
    try holder.execute("BEGIN EXCLUSIVE")
    let scored = Locked(QuiverBinary.Output?.none)
    let db = path
    let thread = Thread {
      scored.withLock { $0 = try? QuiverBinary.run(["--db", db, "rounds", "score", id, "7"]) }
    }
    thread.start()
    Thread.sleep(forTimeInterval: 7)  // past the store's own 5 s wait
    try holder.execute("COMMIT")
    #expect(poll(for: 60, until: { scored.withLock { $0 } != nil }))
    let run = try #require(scored.withLock { $0 })
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("The database is busy; waiting"), "\(run.stderr)")
    #expect(!run.stderr.contains("SQLITE"), "\(run.stderr)")
    #expect(try savedArrows(id) == 1)
  }

  @Test func thePipedAppEchoesALongLineShortened() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let long = String(repeating: "z", count: 60_000)
    let run = try quiver(["app"], input: long + "\nq\n")
    #expect(run.stdout.count + run.stderr.count < 5_000, "the 60,000-character key is not echoed")
    #expect(run.stdout.contains("Unknown key 'zzz") || run.stderr.contains("Unknown key 'zzz"))
  }
}
