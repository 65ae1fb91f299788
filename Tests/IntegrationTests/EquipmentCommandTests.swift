import Foundation
import Testing

/// Gear through the built executable: adding each kind with its fields, refusals that name the
/// field or the setup, setup versions and sight marks, and a round recording its setup.
@Suite("Equipment through the commands", .timeLimit(.minutes(2)))
struct EquipmentCommandTests {
  let path = NSTemporaryDirectory() + "quiver-gear-\(UUID()).sqlite"

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  func id(_ output: QuiverBinary.Output) throws -> String {
    try #require(output.status == 0, "stderr: \(output.stderr)")
    return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func gearIsAddedWithItsKindsFieldsListedAsJSONAndShown() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try id(
      quiver(
        "equipment", "add", "riser", "--name", "Formula Xi", "--length-in", "25", "--hand", "right")
    )
    let limbs = try id(
      quiver("equipment", "add", "limbs", "--name", "VX1000", "--draw-weight-lb", "38"))
    _ = try id(
      quiver("equipment", "add", "arrow", "--name", "X10", "--spine", "470", "--count", "12"))
    _ = try id(
      quiver(
        "equipment", "add", "stabilizer", "--name", "Rod", "--role", "long rod", "--mass-g", "180"))
    let listed = try quiver("equipment", "list", "--json")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    #expect(items.count == 4)
    #expect(items.allSatisfy { $0["id"] is String && $0["kind"] is String && $0["name"] is String })
    let shown = try quiver("equipment", "show", String(limbs.prefix(8)))
    #expect(shown.stdout.contains("draw weight  38 lb"), "show prints the unit, as list does")
    let listedText = try quiver("equipment", "list").stdout
    #expect(listedText.contains("38 lb"))
    let shownJSON = try #require(
      try JSONSerialization.jsonObject(
        with: Data(quiver("equipment", "show", String(limbs.prefix(3)), "--json").stdout.utf8))
        as? [String: Any])
    #expect((shownJSON["fields"] as? [String: Any])?["drawWeightLb"] as? Double == 38)
    #expect(try quiver("equipment").stdout.contains("VX1000"), "equipment alone lists")
    let help = try quiver("equipment", "add", "--help")
    #expect(
      help.stdout.contains("--draw-weight-lb") && help.stdout.contains("--spine"),
      "help lists the fields")
  }

  @Test func refusalsNameTheFieldAndSaveNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let heavy = try quiver("equipment", "add", "limbs", "--name", "Heavy", "--draw-weight-lb", "95")
    #expect(heavy.status == 64, "a field out of range on the command line")
    #expect(heavy.stderr.contains("draw weight: must be 5–80 lb"))
    let noArrows = try quiver("equipment", "add", "arrow", "--name", "Empty", "--count", "0")
    #expect(noArrows.stderr.contains("count: an arrow set needs at least one arrow"))
    let twice = try quiver(
      "equipment", "add", "arrow", "--name", "Dup", "--count", "3", "--numbers", "1,2,2")
    #expect(twice.stderr.contains("arrow numbers: 2 appears twice"))
    let wrongField = try quiver("equipment", "add", "riser", "--name", "R", "--spine", "500")
    #expect(wrongField.status == 64)
    #expect(wrongField.stderr.contains("--spine is not a field of a riser"))
    #expect(try quiver("equipment", "add", "bows", "--name", "B").status == 64)
    #expect(
      try quiver("equipment", "list", "--json").stdout.contains("\"id\"") == false, "nothing saved")
  }

  @Test func setupsVersionSightMarksEstimateAndARoundRecordsItsSetup() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let riser = try id(quiver("equipment", "add", "riser", "--name", "Formula Xi"))
    let sight = try id(quiver("equipment", "add", "sight", "--name", "Shibuya"))
    let barebow = try quiver(
      "setups", "add", "--name", "Bare", "--style", "barebow", "--add-part", sight)
    #expect(barebow.status == 1)
    #expect(barebow.stderr.contains("A barebow takes no sight."))
    let setup = try id(
      quiver(
        "setups", "add", "--name", "Indoor", "--style", "recurve", "--add-part", riser,
        "--add-part", sight))
    _ = try quiver("sightmarks", setup, "set", "18m", "6.8")
    _ = try quiver("sightmarks", setup, "set", "30m", "5.9")
    #expect(try quiver("sightmarks", setup, "--at", "25m").stdout == "25 m: 6.28 (estimate)\n")
    #expect(
      try quiver("sightmarks", setup, "--at", "90m").stdout == "90 m: 1.40 (extrapolated)\n",
      "beyond the last mark: the line through 18 m and 30 m")
    let versions = try quiver("setups", "versions", setup)
    #expect(versions.stdout.contains("version 3: Indoor"))
    #expect(versions.stdout.contains("sight mark at 30 m: none → 5.90"))
    let inUse = try quiver("equipment", "remove", riser)
    #expect(inUse.status == 1)
    #expect(inUse.stderr.contains("part of the bow setup \"Indoor\""))
    let round = try id(quiver("rounds", "start", "wa18", "--setup", setup))
    #expect(try quiver("rounds", "show", round).stdout.contains("(in progress, recurve)"))
    let earlier = try quiver("setups", "show", setup, "--version", "1")
    #expect(!earlier.stdout.contains("sight mark"), "version 1 had no marks: history is kept")
  }
}
