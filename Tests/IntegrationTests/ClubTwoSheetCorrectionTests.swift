import Foundation
import Testing

/// On a two-sheet target one scorer's `club correct` no longer rewrites an agreed end unrecorded
/// (stranger29b N5): without `--reason` it is refused, exit 1, nothing changed; with one it is
/// saved and `club show` (and --json) list it.
@Suite("A two-sheet target's corrections are recorded", .timeLimit(.minutes(3)))
struct ClubTwoSheetCorrectionTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-fix-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  @Test func aCorrectionNeedsAReasonAndIsListed() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(
      try quiver("club", "start", "wa18", "--guest", "Kim", "--guest", "Lee", "--two-sheets")
        .status == 0)
    try #require(try quiver("club", "end", "--a", "10 10 10", "--b", "9 9 9").status == 0)
    try #require(
      try quiver("club", "end", "--sheet", "2", "--a", "10 10 10", "--b", "9 9 9").status == 0)
    let before = try quiver("club", "show", "--json").stdout
    let refused = try quiver("club", "correct", "A", "1", "1", "M")
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("A, end 1 was agreed on two sheets"), "\(refused.stderr)")
    #expect(try quiver("club", "show", "--json").stdout == before, "nothing changed")
    let fixed = try quiver("club", "correct", "A", "1", "1", "M", "--reason", "judge")
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(fixed.stdout.contains("now M (total 20); recorded: judge."))
    #expect(
      try quiver("club", "show").stdout.contains("A, end 1, arrow 1 corrected: 10 → M (judge)."))
    #expect(try quiver("club", "show", "--json").stdout.contains("\"reason\" : \"judge\""))
  }
}
