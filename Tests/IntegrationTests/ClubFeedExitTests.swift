import Foundation
import Testing

/// stranger29b N10: `club end` fed lines exits 1 when a line was refused or skipped, after the
/// lines that were saved (which stay saved), saying which were saved; `match set` with no match
/// says there is none yet.
@Suite("club end's exit says a line was not saved", .timeLimit(.minutes(3)))
struct ClubFeedExitTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-cfe-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String..., input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  /// Kim, Lee and Max (guests) on a WA 18; Max has withdrawn.
  func start() throws {
    try #require(
      try quiver("club", "start", "wa18", "--guest", "Kim", "--guest", "Lee", "--guest", "Max")
        .status == 0)
    try #require(try quiver("club", "withdraw", "C", "--yes").status == 0)
  }

  @Test func anOverlongLineIsSkippedTheNextSavedAndTheExitIsOne() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try start()
    let long = String(repeating: "A", count: 200_000)
    let fed = try quiver("club", "end", input: "\(long)\nB 4 4 4\n")
    #expect(fed.status == 1, "\(fed.stderr)")
    #expect(fed.stderr.contains("line 1 of standard input is longer than 64 KiB; skipped"))
    #expect(fed.stdout.contains("B, end 1: 4 4 4"), "the next line is saved: \(fed.stdout)")
    #expect(try quiver("club", "show").stdout.contains("B  Lee   4 4 4"))
  }

  @Test func aWithdrawnLettersLineSaysWhichLinesWereSaved() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try start()
    let first = try quiver("club", "end", input: "C 3 3 3\nA 1 1 1\n")
    #expect(first.status == 1)
    #expect(
      first.stderr.hasSuffix(
        "without them; nothing was saved, and the lines after it were not read: enter them again.\n"
      ), "\(first.stderr)")
    #expect(!first.stderr.contains("Nothing was saved;"), "\(first.stderr)")
    let second = try quiver("club", "end", input: "A 1 1 1\nC 3 3 3\nB 2 2 2\n")
    #expect(second.status == 1)
    #expect(
      second.stderr.hasSuffix(
        "; line 1 is saved, this line is not, and the lines after it were not read: enter them "
          + "again.\n"),
      "\(second.stderr)")
    let shown = try quiver("club", "show").stdout
    #expect(shown.contains("A  Kim   1 1 1") && shown.contains("B  Lee   -"), "\(shown)")
  }

  @Test func matchSetWithNoMatchSaysNoneYet() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let set = try quiver("match", "set", "--a", "9 9 9", "--b", "9 9 9")
    #expect(set.status == 1)
    #expect(set.stderr == "quiver: No match yet; 'quiver match start' starts one.\n")
  }
}
