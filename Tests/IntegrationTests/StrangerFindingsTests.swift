import Foundation
import Testing

/// A stranger's findings on the issue-27 merge, through the executable: each one a rule that now
/// gives one answer.
@Suite("A stranger's findings", .timeLimit(.minutes(3)))
struct StrangerFindingsTests {
  let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-stranger-\(UUID()).sqlite")

  func quiver(_ arguments: String..., input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  @Test func aRoundStillBeingShotIsNotOnTheTrend() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try quiver("archers", "add", "R").status == 0)
    #expect(
      try quiver("rounds", "add", "wa18", "--date", "2026-02-01", "--score", "500").status == 0)
    let id = try quiver("rounds", "start", "wa18").stdout.trimmingCharacters(in: .newlines)
    #expect(try quiver("rounds", "score", id, "X", "10", "10").status == 0)
    let stats = try quiver("stats").stdout
    #expect(stats.contains("Trend (last 1):"), "\(stats)")
    #expect(!stats.contains("100.0%"), "three arrows are no 100 % round: \(stats)")
  }

  /// A backup of this store's one round and two archers, edited by `edit` (tables by name).
  func editedBackup(_ edit: (inout [String: [[Any]]]) -> Void) throws -> String {
    let out = path + "-\(UUID()).json"
    #expect(try quiver("backup", "--out", out).status == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: out))
    var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var tables = try #require(document["tables"] as? [[String: Any]])
    var rows: [String: [[Any]]] = [:]
    for table in tables { rows[table["name"] as? String ?? ""] = table["rows"] as? [[Any]] ?? [] }
    edit(&rows)
    for index in tables.indices {
      tables[index]["rows"] = rows[tables[index]["name"] as? String ?? ""]
    }
    document["tables"] = tables
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: out))
    return out
  }

  @Test func restoreRefusesOneNameTwiceAndStartsTheImportAndRoundsAddRefuse() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try quiver("archers", "add", "Robin").status == 0)
    #expect(try quiver("archers", "add", "Kim").status == 0)
    #expect(
      try quiver("rounds", "add", "wa18", "--date", "2026-02-01", "--score", "500").status == 0)
    let restored = path + "-restored.sqlite"
    defer { try? FileManager.default.removeItem(atPath: restored) }
    let twice = try editedBackup { rows in
      for index in rows["archers", default: []].indices { rows["archers"]?[index][1] = "robin" }
    }
    let named = try QuiverBinary.run(["--db", restored, "restore", twice])
    #expect(named.status == 1)
    #expect(named.stderr.contains("and 'robin' ("), "\(named.stderr)")
    #expect(named.stderr.contains("have one name"), "\(named.stderr)")
    let ahead = Date().timeIntervalSince1970 + 3 * 86_400
    for (start, problem) in [
      (ahead, "starts in the future"), (253_402_300_000.0, "starts on no date from 1900 to 9998"),
    ] {
      let file = try editedBackup { rows in rows["rounds"]?[0][6] = ["real": "\(start)"] }
      let run = try QuiverBinary.run(["--db", restored, "restore", file])
      #expect(run.status == 1)
      #expect(run.stderr.contains(problem), "\(run.stderr)")
    }
    let export = path + "-export.json"
    defer { try? FileManager.default.removeItem(atPath: export) }
    #expect(try quiver("export", "--format", "json", "--out", export).status == 0)
    let text = try String(contentsOfFile: export, encoding: .utf8)
    let future = text.replacingOccurrences(
      of: #""startedAt" : "2026-02-01T[0-9:.]*Z""#, with: #""startedAt" : "9999-06-01T12:00:00Z""#,
      options: .regularExpression)
    try future.write(toFile: export, atomically: true, encoding: .utf8)
    let imported = try QuiverBinary.run(["--db", restored, "import", export])
    #expect(imported.status == 1)
    #expect(
      imported.stderr.contains(#"round "WA 18 m" starts on no date from 1900 to 9998"#),
      "\(imported.stderr)")
  }

  @Test func aSecondUnfinishedRoundOfOneKindIsRefusedAndGroupsTakeOneRoundByID() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try quiver("archers", "add", "R").status == 0)
    let id = try quiver("rounds", "start", "wa18").stdout.trimmingCharacters(in: .newlines)
    #expect(try quiver("rounds", "score", id, "X", "10", "9").status == 0)
    let second = try quiver("rounds", "start", "wa18")
    #expect(second.status == 1)
    #expect(
      second.stderr.contains(
        "A WA 18 m is unfinished (3 of 60 arrows), round \(id.prefix(8)): continue it"),
      "\(second.stderr)")
    #expect(second.stderr.contains("'quiver rounds cancel \(id.prefix(8))'"))
    #expect(try quiver("rounds", "list").stdout.split(separator: "\n").count == 1)
    #expect(try quiver("rounds", "start", "portsmouth").status == 0, "another kind starts")
    #expect(try quiver("rounds", "plot", id, "0.01", "0.02").status == 0)
    let groups = try quiver("stats", "groups", "--round", id)
    #expect(groups.status == 0, "\(groups.stderr)")
    #expect(groups.stdout.hasPrefix("1 plotted arrow from 1 round"), "\(groups.stdout)")
    #expect(try quiver("stats", "groups", "--round", id, "--since", "2026-01-01").status == 64)
    #expect(try quiver("rounds", "cancel", id).status == 0)
    #expect(try quiver("rounds", "start", "wa18").status == 0, "once it is cancelled")
  }

  @Test func everyScoreTakesOneRangeAndClassifyNamesTheMissingOption() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let zero = try quiver(
      "classify", "--round", "wa18", "--score", "0", "--bow-style", "recurve",
      "--age", "u12")
    #expect(zero.status == 64)
    #expect(
      zero.stderr.contains("no active archer to take the category from: give --gender too"),
      "\(zero.stderr)")
    #expect(try quiver("archers", "add", "R").status == 0)
    let paper = try quiver("rounds", "add", "wa18", "--date", "2026-02-01", "--score", "0")
    #expect(paper.status == 0, "the refusal of 601 says totals run from 0: \(paper.stderr)")
    let over = try quiver("rounds", "add", "wa18", "--date", "2026-02-01", "--score", "601")
    #expect(over.status == 1)
    #expect(over.stderr.contains("from 0 to 600"))
  }

  @Test func anImportMatchingAnArcherOfAnotherCategorySaysSoAndTheSetupsEarlierVersionsAreNamed()
    throws
  {
    let source = path + "-source.sqlite"
    defer {
      for file in [path, source, path + ".json"] {
        try? FileManager.default.removeItem(atPath: file)
      }
    }
    func from(_ arguments: String...) throws -> QuiverBinary.Output {
      try QuiverBinary.run(["--db", source] + arguments)
    }
    #expect(
      try from(
        "archers", "add", "Robin", "--style", "compound", "--gender", "female", "--age", "u18"
      )
      .status == 0)
    let setup = try from("setups", "add", "--name", "Comp", "--style", "compound").stdout
      .trimmingCharacters(in: .newlines)
    #expect(try from("setups", "edit", setup, "--draw-weight-lb", "50").status == 0)
    let id = try from("rounds", "start", "wa18", "--setup", setup).stdout
      .trimmingCharacters(in: .newlines)
    let scored = try QuiverBinary.run(
      ["--db", source, "rounds", "score", id] + Array(repeating: "10", count: 60))
    #expect(scored.status == 0)
    #expect(try from("export", "--format", "json", "--out", path + ".json").status == 0)

    #expect(try quiver("archers", "add", "Robin").status == 0)
    let imported = try quiver("import", path + ".json")
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stdout.contains(
        "Matched archer Robin: the file's Robin is compound female u18, this store's is recurve open adult"
      ), "\(imported.stdout)")
    #expect(
      imported.stdout.contains(
        "'quiver archers edit Robin --style compound --gender female --age u18' aligns them."))
    #expect(
      try quiver("rounds", "show", id).stdout.contains("Classification I-GMB"), "its own style")
    let versions = try quiver("setups", "versions", setup)
    #expect(versions.stdout.hasPrefix("Version 1 was not imported"), "\(versions.stdout)")
    let first = try quiver("setups", "show", setup, "--version", "1")
    #expect(first.status == 1)
    #expect(
      first.stderr.contains("no version 1 here: version 1 was not imported"), "\(first.stderr)")
  }
}
