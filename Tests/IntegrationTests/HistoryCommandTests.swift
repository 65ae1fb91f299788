import Foundation
import Store
import Testing

/// Stored round summaries through the built executable: `quiver check`, the history commands
/// that read them, and the export/import round trip that rebuilds them.
@Suite("Round summaries and history through the commands", .timeLimit(.minutes(3)))
struct HistoryCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-history-\(UUID())")
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  func quiver(_ database: String, _ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", file(database)] + arguments)
  }

  /// A female u18 recurve archer's finished WA 18 m of 60 nines, and a Portsmouth of 30 tens.
  func shoot(into database: String) throws -> (wa18: String, portsmouth: String) {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try quiver(database, "archers", "add", "Robin", "--gender", "female", "--age", "u18")
    let wa18 = try quiver(database, "rounds", "start", "wa18").stdout.trimmingCharacters(
      in: .newlines)
    _ = try QuiverBinary.run(
      ["--db", file(database), "rounds", "score", wa18] + Array(repeating: "9", count: 60))
    _ = try quiver(database, "rounds", "finish", wa18)
    let portsmouth = try quiver(database, "rounds", "start", "portsmouth").stdout
      .trimmingCharacters(in: .newlines)
    _ = try QuiverBinary.run(
      ["--db", file(database), "rounds", "score", portsmouth] + Array(repeating: "10", count: 30))
    return (wa18, portsmouth)
  }

  @Test func checkFindsNothingAfterScoringAndNamesAPlantedDifference() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let ids = try shoot(into: "q.sqlite")
    let clean = try quiver("q.sqlite", "check")
    #expect(clean.status == 0, "stderr: \(clean.stderr)")
    #expect(clean.stdout == "All 2 round summaries match their arrows.\n")
    let connection = try Connection(path: file("q.sqlite"), create: false)
    _ = try connection.run(
      "UPDATE round_summaries SET total = total + 1 WHERE round_id = ?", ids.portsmouth)
    let planted = try quiver("q.sqlite", "check")
    #expect(planted.status == 1)
    #expect(
      planted.stdout == "round \(ids.portsmouth): total stored 301, from the arrows 300\n"
        + "'quiver check --repair' rebuilds them from the arrows.\n")
    let repaired = try quiver("q.sqlite", "check", "--repair")
    #expect(repaired.status == 0, "stderr: \(repaired.stderr)")
    #expect(repaired.stdout.hasSuffix("Repaired: every summary was rebuilt from its arrows.\n"))
    #expect(try quiver("q.sqlite", "check").stdout == "All 2 round summaries match their arrows.\n")
  }

  @Test func historyAnswersFromTheSummaries() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let ids = try shoot(into: "q.sqlite")
    let all = try quiver("q.sqlite", "stats")
    #expect(all.stdout.hasPrefix("2 rounds, 90 arrows, total 840, average 9.33\n"))
    let onlyWA18 = try quiver("q.sqlite", "stats", "--round", "wa18", "--json")
    #expect(onlyWA18.stdout.contains("\"total\" : 540"))
    #expect(onlyWA18.stdout.contains("\"rounds\" : 1"))
    let before = try quiver("q.sqlite", "stats", "--until", "2000-01-01")
    #expect(before.stdout == "No rounds match these filters.\n")
    #expect(try quiver("q.sqlite", "stats", "--since", "2026-02-30").status == 64)
    let pbs = try quiver("q.sqlite", "stats", "pbs", "--json")
    #expect(pbs.stdout.contains("\"score\" : 540"))
    #expect(pbs.stdout.contains("\"id\" : \"\(ids.wa18)\""))
    #expect(!pbs.stdout.contains("portsmouth"), "an unfinished round is no personal best")
    let seasons = try quiver("q.sqlite", "stats", "seasons", "--json")
    #expect(seasons.stdout.contains("\"arrows\" : 90"))
    #expect(seasons.stdout.contains("\"bestClassification\" : \"I-"))
    let single = try quiver("q.sqlite", "stats", "--round", String(ids.portsmouth.prefix(8)))
    #expect(single.stdout.contains("Total 300 from 30 arrows"), "an ID still names one round")
  }

  @Test func anImportRebuildsTheSummariesItsArrowsGive() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try shoot(into: "source.sqlite")
    _ = try quiver(
      "source.sqlite", "export", "--format", "json", "--out", file("export.json"))
    let imported = try quiver("copy.sqlite", "import", file("export.json"))
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    #expect(try quiver("copy.sqlite", "check").status == 0)
    #expect(
      try quiver("copy.sqlite", "stats").stdout.hasPrefix(
        "2 rounds, 90 arrows, total 840, average 9.33\n"))
  }
}
