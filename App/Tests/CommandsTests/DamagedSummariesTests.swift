import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// One rule for a summary the reads cannot trust (stranger 28b #3, #5): a summary that cannot be
/// read, one holding a count out of bounds, or one whose round holds an arrow another tool
/// damaged after it was written is named once ("Not counted", 'quiver check --repair') and left
/// out of every figure — never a best above the round's maximum, never an average no face gives.
@Suite("Damaged summaries named and left out", .timeLimit(.minutes(1)))
struct DamagedSummariesTests {
  let path = NSTemporaryDirectory() + "quiver-summaries-\(UUID()).sqlite"

  func run(_ arguments: [String]) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  /// Five Portsmouths of 60 nines; then another tool breaks round 1's total (out of bounds),
  /// round 2's date (unreadable), one of round 3's arrows (its summary not rebuilt) and round
  /// 4's total (700: within bounds, above a Portsmouth's 600).
  func plant() async throws -> [String] {
    var ids: [String] = []
    for _ in 0..<5 {
      let id = await run(["rounds", "start", "portsmouth"]).out.stdout
        .trimmingCharacters(in: .newlines).lowercased()
      #expect(await run(["rounds", "score", id] + Array(repeating: "9", count: 60)).status == 0)
      ids.append(id)
    }
    let connection = try Connection(path: path)
    try connection.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE round_summaries SET total = 99999999 WHERE round_id = '\(ids[1])';
      UPDATE round_summaries SET date = 'yesterday' WHERE round_id = '\(ids[2])';
      UPDATE round_summaries SET total = 700 WHERE round_id = '\(ids[4])';
      UPDATE arrows SET points = 42 WHERE arrow_index = 0
        AND round_id = '\(ids[3])' AND end_number = (SELECT min(end_number) FROM ends WHERE round_id = '\(ids[3])');
      """)
    return ids
  }

  @Test func everySummaryReadNamesAndLeavesThemOut() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = try await plant()
    let stats = await run(["stats"])
    let pbs = await run(["stats", "pbs"])
    let seasons = await run(["stats", "seasons", "--json"])
    let list = await run(["rounds", "list", "--all"])
    for (name, read) in [("stats", stats), ("pbs", pbs), ("seasons", seasons), ("list", list)] {
      #expect(read.status == 0, "\(name): \(read.out.stderr)")
      for damaged in ids[1...4] {
        let line = "round \(damaged) (\(DamagedSummaries.problem))"
        #expect(
          read.out.stderr.components(separatedBy: line).count == 2,
          "\(name) names \(damaged) once: \(read.out.stderr)")
      }
    }
    #expect(stats.out.stdout.hasPrefix("1 round, 60 arrows, total 540"), "\(stats.out.stdout)")
    #expect(!pbs.out.stdout.contains("99999999") && !pbs.out.stdout.contains("2640000"))
    #expect(!pbs.out.stdout.contains("700"), "never a best above the maximum: \(pbs.out.stdout)")
    #expect(pbs.out.stdout.contains("540"), "\(pbs.out.stdout)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(seasons.out.stdout.utf8)) as? [String: Any])
    let years = try #require(report["years"] as? [[String: Any]])
    #expect(years.reduce(0) { $0 + ($1["rounds"] as? Int ?? 0) } == 1, "\(years)")
    // After a repair the summaries are whole again: the round with the damaged arrow is
    // counted, its arrow as a miss, as before.
    #expect(await run(["check", "--repair"]).status == 1)  // the damaged arrow stays named
    let repaired = await run(["stats"])
    #expect(repaired.out.stdout.hasPrefix("5 rounds, 300 arrows"), "\(repaired.out.stdout)")
    #expect(!repaired.out.stderr.contains(DamagedSummaries.problem), "\(repaired.out.stderr)")
  }

  /// An export writes each round from its arrows: a round whose summary alone is damaged is
  /// exported, not named as left out.
  @Test func anExportWritesARoundWhoseSummaryAloneIsDamaged() async throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ids = try await plant()
    let out = NSTemporaryDirectory() + "quiver-summaries-\(UUID()).json"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let export = await run(["export", "--format", "json", "--out", out])
    #expect(!export.out.stderr.contains(DamagedSummaries.problem), "\(export.out.stderr)")
    #expect(export.out.stderr.contains("exported 4 rounds"), "\(export.out.stderr)")
    #expect(!export.out.stderr.contains("of round \(ids[4])"), "\(export.out.stderr)")
    #expect(export.out.stderr.contains("of round \(ids[3])"), "\(export.out.stderr)")
  }
}
