import Foundation
import Testing

/// Stranger finding 12 (not the feed): a round entered by its total reads the same in every
/// command's JSON, both corrections print one shape with the card, and `stats` says "not
/// recorded" where its JSON says null.
@Suite("A paper round reads alike everywhere", .timeLimit(.minutes(2)))
struct PaperRoundJSONTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-paper-json-\(UUID())")

  func quiver(_ arguments: [String]) throws -> QuiverBinary.Output {
    try QuiverBinary.run(
      ["--db", (folder as NSString).appendingPathComponent("q.sqlite")] + arguments)
  }
  func object(_ output: QuiverBinary.Output) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any],
      "\(output.stdout) \(output.stderr)")
  }

  @Test func listShowAddAndEditAgreeAndEditsPrintTheCard() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try quiver(["archers", "add", "Robin"])
    let added = try object(
      try quiver(["rounds", "add", "wa18", "--date", "2026-02-01", "--score", "500", "--json"]))
    let round = try #require(added["round"] as? [String: Any])
    let id = try #require(round["id"] as? String)
    let listed = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try quiver(["rounds", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
    let shown = try #require(
      try object(try quiver(["rounds", "show", id, "--json"]))["round"] as? [String: Any])
    for (name, json) in [("add", round), ("list", listed[0]), ("show", shown)] {
      #expect(json["arrows"] as? Int == 60, "\(name): \(json)")
      #expect(json["recordedTotal"] as? Int == 500, "\(name): \(json)")
    }
    let edited = try object(try quiver(["rounds", "edit", id, "--score", "510", "--json"]))
    #expect(edited["previousTotal"] as? Int == 500 && edited["total"] as? Int == 510)
    #expect((edited["card"] as? [String: Any])?["handicap"] != nil, "\(edited)")
    #expect((edited["round"] as? [String: Any])?["recordedTotal"] as? Int == 510)
    let stats = try quiver(["stats"])
    #expect(stats.stdout.contains("not recorded"), "\(stats.stdout)")
    #expect(!stats.stdout.contains("hits 0"), "\(stats.stdout)")
  }

  @Test func anArrowCorrectionOnACompleteRoundPrintsTheCard() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try quiver(["rounds", "start", "bray_i"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try quiver(["rounds", "score", id] + Array(repeating: "9", count: 30))
    let text = try quiver(["rounds", "edit", id, "1", "1", "10"])
    #expect(text.stdout.contains("Score card — Bray I: 271"), "\(text.stdout)")
    #expect(text.stdout.contains("Handicap"), "\(text.stdout)")
    let json = try object(try quiver(["rounds", "edit", id, "1", "2", "10", "--json"]))
    #expect(json["entered"] != nil && json["removed"] != nil)
    #expect((json["card"] as? [String: Any])?["total"] as? Int == 272, "\(json)")
  }
}
