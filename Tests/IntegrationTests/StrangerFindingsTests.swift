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
}
