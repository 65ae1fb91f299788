import Foundation
import Testing

/// The score card across the packages, through the built executable: an electronic target's
/// feed (Scoring) completes a round in the store (ScoringLive), the card weighs it against the
/// stored summaries, and history (Analytics) agrees on the personal best.
@Suite("The score card across the packages", .timeLimit(.minutes(3)))
struct ScoreCardFlowTests {
  let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-card-flow-\(UUID()).sqlite")

  func quiver(_ arguments: String..., input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  @Test func aFeedCompletesARoundItsCardIsABestAndHistoryAgreesAPaperRoundIsWeighed() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try quiver("archers", "add", "Robin", "--gender", "female", "--age", "u18")
    // A best is judged against the rounds shot before it: January's paper round comes first.
    let ends = Array(repeating: "9 9 9", count: 10).joined(separator: "/")
    let january = try quiver("rounds", "add", "bray_i", "--date", "2026-01-31", "--ends", ends)
    #expect(january.status == 0, "\(january.stderr)")
    #expect(january.stdout.contains("Score card — Bray I: 270 / 300 (completed)"))
    #expect(january.stdout.hasSuffix("  Personal best: the first Bray I shot.\n"))

    let id = try quiver("rounds", "start", "bray_i").stdout.trimmingCharacters(in: .newlines)
    let fed = try quiver(
      "rounds", "feed", id, input: String(repeating: "0 0\n", count: 29) + "0 25\n")
    #expect(fed.status == 0, "\(fed.stderr)")
    #expect(fed.stdout.contains("30 arrows saved; total 299.\n\nScore card — Bray I: 299 / 300"))
    #expect(fed.stdout.contains("  Personal best by 29 (previous best 270)."), "\(fed.stdout)")
    #expect(fed.stdout.contains("  Classification I-"), "Robin's category is known")
    let list = try quiver("rounds", "list", "--json").stdout
    #expect(list.contains("\"status\" : \"completed\""), "the feed completed it")
    let pbs = try quiver("stats", "pbs").stdout
    #expect(pbs.contains("Bray I") && pbs.contains("299"), "\(pbs)")

    let february = try quiver("rounds", "add", "bray_i", "--date", "2026-02-01", "--ends", ends)
    #expect(
      february.stdout.hasSuffix("  Equals your best (270).\n"),
      "only January's round was shot before it; an equal score is no new best: \(february.stdout)")
  }
}
