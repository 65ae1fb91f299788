import Foundation
import Testing

/// An arrow number is one of the set's numbers when the round's setup has a numbered set.
@Suite("Arrow numbers come from the set", .timeLimit(.minutes(2)))
struct ArrowNumberTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-numbers-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }
  func value(_ output: QuiverBinary.Output) -> String {
    output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aPlotWithANumberOutsideTheSetOfEightIsRefused() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arrows = value(try quiver("equipment", "add", "arrow", "--name", "X10", "--count", "8"))
    let setup = value(
      try quiver("setups", "add", "--name", "Field", "--style", "recurve", "--add-part", arrows))
    let id = value(try quiver("rounds", "start", "wa18", "--setup", setup))
    let refused = try quiver("rounds", "plot", id, "0", "0", "--arrow", "99")
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("not in this round's set of arrows (1–8)"), "\(refused.stderr)")
    #expect(try quiver("rounds", "plot", id, "0", "0", "--arrow", "8").status == 0)
    let shown = try quiver("rounds", "show", id, "--json")
    let json = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
    #expect((json?["round"] as? [String: Any])?["arrows"] as? Int == 1)
  }

  /// Stranger finding 13: a retired number is refused for a new arrow (the refusal lists only
  /// the usable numbers), and a number the round already holds stays usable after the set is
  /// renumbered (the set is the item as it is now; docs/STORE.md).
  @Test func aRetiredNumberIsRefusedAndANumberInTheRoundStaysUsable() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arrows = value(
      try quiver(
        "equipment", "add", "arrow", "--name", "X10", "--count", "8", "--numbers",
        "1,2,3,4,5,6,7,12", "--retired-numbers", "7"))
    let setup = value(
      try quiver("setups", "add", "--name", "Field", "--style", "recurve", "--add-part", arrows))
    let id = value(try quiver("rounds", "start", "wa18", "--setup", setup))
    let retired = try quiver("rounds", "plot", id, "0", "0", "--arrow", "7")
    #expect(retired.status == 1, "\(retired.stdout)")
    #expect(retired.stderr.contains("(1, 2, 3, 4, 5, 6, 12)"), "\(retired.stderr)")
    #expect(try quiver("rounds", "plot", id, "0", "0", "--arrow", "1").status == 0)
    let edited = try quiver("equipment", "edit", arrows, "--numbers", "5,6,7,8,9,10,11,12")
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try quiver("rounds", "plot", id, "0", "0", "--arrow", "1").status == 0, "already in it")
    #expect(try quiver("rounds", "plot", id, "0", "0", "--arrow", "2").status == 1)
  }
}
