import Foundation
import Testing

/// `club show --json` carries the columns the ranking split ties by (stranger29c C10): on an
/// imperial face hits then golds, named by `tieBreak`, where `tens`/`xs` are always 0.
@Suite("A target's JSON names its tie-break", .timeLimit(.minutes(3)))
struct ClubTieBreakJSONTests {
  @Test func anImperialTargetCarriesHitsAndGolds() throws {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-tb-\(UUID())")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let db = (folder as NSString).appendingPathComponent("q.sqlite")
    func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
      try QuiverBinary.run(["--db", db] + arguments)
    }
    try #require(
      try quiver("club", "start", "national", "--guest", "Kim", "--guest", "Lee").status == 0)
    try #require(
      try quiver("club", "end", "--a", "9 9 M M M M", "--b", "3 3 3 3 3 3").status == 0)
    let shown = try quiver("club", "show", "--json").stdout
    let object = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]
    #expect(object?["tieBreak"] as? String == "hitsThenGolds")
    let archers = try #require(object?["archers"] as? [[String: Any]])
    let lee = try #require(archers.first { $0["letter"] as? String == "B" })
    let kim = try #require(archers.first { $0["letter"] as? String == "A" })
    #expect(lee["hits"] as? Int == 6 && lee["rank"] as? Int == 1)
    #expect(kim["hits"] as? Int == 2 && kim["golds"] as? Int == 2 && kim["rank"] as? Int == 2)
  }
}
