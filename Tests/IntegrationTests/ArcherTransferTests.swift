import Foundation
import Testing

/// An export moved to a fresh store, through the executable: the archer comes with it (created
/// there, or matched by name), so the card, its classification and the setup's name and version
/// read the same; a backup restored elsewhere keeps the archer too.
@Suite("Exports that carry their archer", .timeLimit(.minutes(3)))
struct ArcherTransferTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-move-\(UUID())")
  func store(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  func quiver(_ database: String, _ arguments: String..., input: String = "") throws
    -> QuiverBinary.Output
  {
    try QuiverBinary.run(["--db", store(database)] + arguments, input: input)
  }

  /// `rounds show` of `id` in `database`, and its bow setup's name and version from the JSON.
  func shown(_ id: String, in database: String) throws -> (card: String, setup: String) {
    let text = try quiver(database, "rounds", "show", id).stdout
    let json = try quiver(database, "rounds", "show", id, "--json").stdout
    let setup = try #require(json.firstMatch(of: /"bowSetup" : \{[^}]*\}/)?.output)
    let card = text.components(separatedBy: "Score card").dropFirst().joined()
    return (card, String(setup).replacing(/"id" : "[^"]*"/, with: ""))
  }

  @Test func anExportImportedIntoAFreshStoreKeepsItsArcherCardAndSetup() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try quiver("a.sqlite", "archers", "add", "Robin").status == 0)
    #expect(
      try quiver("a.sqlite", "archers", "edit", "Robin", "--gender", "female", "--age", "u18")
        .status == 0)
    let setup = try quiver("a.sqlite", "setups", "add", "--name", "Club bow", "--style", "recurve")
      .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(try quiver("a.sqlite", "setups", "edit", setup, "--draw-weight-lb", "30").status == 0)
    let started = try quiver(
      "a.sqlite", "rounds", "start", "portsmouth", "--setup", setup, "--json")
    let id = try #require(started.stdout.firstMatch(of: /"id" : "([^"]*)"/)?.output.1)
    let nines = Array(repeating: "9", count: 60)
    #expect(
      try QuiverBinary.run(["--db", store("a.sqlite"), "rounds", "score", String(id)] + nines)
        .status == 0)
    let before = try shown(String(id), in: "a.sqlite")
    #expect(before.card.contains("Classification I-MB"), "\(before.card)")
    #expect(
      before.setup.contains("\"name\" : \"Club bow\"") && before.setup.contains("\"version\" : 2"))

    let file = store("rounds.json")
    #expect(try quiver("a.sqlite", "export", "--format", "json", "--out", file).status == 0)
    let imported = try quiver("b.sqlite", "import", file)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("Created archer Robin.\nImported 1 round and 60 arrows"))
    #expect(
      try quiver("b.sqlite", "archers", "list").stdout.contains("Robin  recurve  female  u18"))
    let after = try shown(String(id), in: "b.sqlite")
    #expect(after.card == before.card, "the card, handicap and classification read the same")
    #expect(after.setup == before.setup, "the setup's name and version read the same")

    // A store that has a Robin already: matched, not made twice.
    #expect(try quiver("c.sqlite", "archers", "add", "Kim").status == 0)
    #expect(try quiver("c.sqlite", "archers", "add", "robin").status == 0)
    let matched = try quiver("c.sqlite", "import", file)
    // Their categories differ: the line names both and the command that aligns them.
    #expect(
      matched.stdout.hasPrefix(
        "Matched archer robin: the file's robin is recurve female u18, this store's is recurve open adult"
      ), "\(matched.stdout)")
    #expect(matched.stdout.contains("'quiver archers edit robin --gender female --age u18'"))
    #expect(
      matched.stdout.contains(
        "the rounds are robin's (switch with 'quiver archers switch robin' to see them).\n"),
      "\(matched.stdout)")
    #expect(
      !(try quiver("c.sqlite", "rounds", "list").stdout.contains("Portsmouth")),
      "Kim, active, has none of them")
    #expect(try quiver("c.sqlite", "archers", "switch", "robin").status == 0)
    #expect(try quiver("c.sqlite", "rounds", "list").stdout.contains("Portsmouth"))

    // A backup restored into an empty store keeps the archer and the card as they were.
    let backup = store("a.backup")
    #expect(try quiver("a.sqlite", "backup", "--out", backup).status == 0)
    #expect(try quiver("d.sqlite", "restore", backup).status == 0)
    #expect(
      try quiver("d.sqlite", "archers", "list").stdout.contains("Robin  recurve  female  u18"))
    #expect(try shown(String(id), in: "d.sqlite").card == before.card)
  }

  @Test func anOlderExportWithoutAnArcherImportsIntoTheActiveArcher() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try quiver("a.sqlite", "archers", "add", "Robin").status == 0)
    let setup = try quiver("a.sqlite", "setups", "add", "--name", "Club bow", "--style", "recurve")
      .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let started = try quiver(
      "a.sqlite", "rounds", "start", "portsmouth", "--setup", setup, "--json")
    let id = String(try #require(started.stdout.firstMatch(of: /"id" : "([^"]*)"/)?.output.1))
    #expect(try quiver("a.sqlite", "rounds", "score", id, "9", "9", "9").status == 0)
    let file = store("rounds.json")
    #expect(try quiver("a.sqlite", "export", "--format", "json", "--out", file).status == 0)
    // As the first Quiver wrote it: version 1, no archer, no setup names.
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    var export = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    export["archer"] = nil
    export["version"] = 1
    export["rounds"] = (export["rounds"] as? [[String: Any]])?.map { round in
      var round = round
      round["bowSetupName"] = nil
      return round
    }
    try JSONSerialization.data(withJSONObject: export).write(to: URL(fileURLWithPath: file))

    #expect(try quiver("e.sqlite", "archers", "add", "Kim").status == 0)
    let imported = try quiver("e.sqlite", "import", file)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "Imported 1 round and 3 arrows; 0 rounds already there.\n")
    #expect(try quiver("e.sqlite", "rounds", "list").stdout.contains("Portsmouth"), "Kim's now")
    let json = try quiver("e.sqlite", "rounds", "show", id, "--json").stdout
    #expect(!json.contains("bowSetup"), "no version of a setup this store does not have: \(json)")
    let again = try quiver("e.sqlite", "import", file)
    #expect(again.stdout == "Imported 0 rounds and 0 arrows; 1 round already there.\n")
  }
}
