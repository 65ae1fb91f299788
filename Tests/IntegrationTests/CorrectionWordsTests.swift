import Foundation
import Testing

/// Stranger finding 23: a correction's refusal names what is really wrong: an end past the
/// round's last, or an undo on a round entered by its total (which has no arrows: its total is
/// what corrects).
@Suite("Correction refusals say what is wrong", .timeLimit(.minutes(2)))
struct CorrectionWordsTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-correction-words-\(UUID())")

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(
      ["--db", (folder as NSString).appendingPathComponent("q.sqlite")] + arguments)
  }

  @Test func anEndPastTheLastSaysHowManyEndsTheRoundHas() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try quiver("rounds", "start", "bray_i").stdout.trimmingCharacters(in: .newlines)
    _ = try QuiverBinary.run(
      ["--db", (folder as NSString).appendingPathComponent("q.sqlite"), "rounds", "score", round]
        + Array(repeating: "9", count: 30))
    let edit = try quiver("rounds", "edit", round, "11", "1", "9")
    #expect(edit.status == 1)
    #expect(edit.stderr.contains("End 11 is outside this round's 10 ends"), "\(edit.stderr)")
    #expect(!edit.stderr.contains("Score it"), "\(edit.stderr)")
  }

  @Test func undoOnARoundEnteredByItsTotalPointsToCorrectingTheTotal() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try quiver("archers", "add", "Robin")
    _ = try quiver("rounds", "add", "wa18", "--date", "2026-02-01", "--score", "500")
    let listed = try listedID()
    let id = try #require(listed)
    let undo = try quiver("rounds", "undo", id)
    #expect(undo.status == 1)
    #expect(undo.stderr.contains("entered by its total"), "\(undo.stderr)")
    #expect(undo.stderr.contains("--score N"), "\(undo.stderr)")
    #expect(!undo.stderr.contains("Nothing to undo"), "\(undo.stderr)")
  }

  private func listedID() throws -> String? {
    let listed = try quiver("rounds", "list", "--json").stdout
    let rounds = try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]]
    return rounds?.first?["id"] as? String
  }
}
