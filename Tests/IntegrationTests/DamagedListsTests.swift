import Foundation
import Store
import Testing

/// Issue 18, point 6, through the built executable: a list names each row it cannot read on
/// standard error and lists the rest; its JSON on standard output stays clean.
@Suite("Lists name the rows they cannot read", .timeLimit(.minutes(2)))
struct DamagedListsTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-listed-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  /// Runs `list` plain and with `--json`: the row named `kept` is listed and `damaged` is not,
  /// each of `named` is said on stderr, and the JSON on stdout holds only `kept`.
  func expectList(
    _ list: [String], keeps kept: String, leavesOut damaged: String, naming named: [String]
  ) throws {
    let plain = try QuiverBinary.run(["--db", path] + list)
    #expect(plain.status == 0, "stderr: \(plain.stderr)")
    #expect(
      plain.stdout.contains(kept) && !plain.stdout.contains(damaged), "\(plain.stdout)")
    for words in named {
      #expect(plain.stderr.contains(words), "named on stderr: \(plain.stderr)")
    }
    let json = try QuiverBinary.run(["--db", path] + list + ["--json"])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    #expect(json.stderr.contains(named[0]), "\(json.stderr)")
    let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(decoded?.compactMap { $0["name"] as? String } == [kept], "clean JSON: \(json.stdout)")
  }

  @Test func archersListNamesADamagedArcherAndListsTheRest() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try quiver("archers", "add", "Sam").status == 0)
    #expect(try quiver("archers", "add", "Alex").status == 0)
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE archers SET bow_style = 'sling' WHERE name = 'Alex';
      """)

    try expectList(
      ["archers", "list"], keeps: "Sam", leavesOut: "Alex",
      naming: ["damaged archer", "unknown bow style 'sling'"])
  }

  @Test func customRoundsListNamesADamagedRoundAndListsTheRest() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["Garage 20", "Barn 30"] {
      let added = try quiver(
        "rounds", "custom", "add", "--name", name, "--pass", "36@20m/80cm/10_zone")
      #expect(added.status == 0, "stderr: \(added.stderr)")
    }
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      "UPDATE custom_rounds SET definition = '{\"passes\": 3}' WHERE name = 'Barn 30'")

    try expectList(
      ["rounds", "custom", "list"], keeps: "Garage 20", leavesOut: "Barn 30",
      naming: ["damaged custom round 'Barn 30'"])
  }

  @Test func setupsListNamesADamagedSetupAndListsTheRest() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["Indoor", "Field"] {
      let added = try quiver("setups", "add", "--name", name, "--style", "recurve")
      #expect(added.status == 0, "stderr: \(added.stderr)")
    }
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE bow_setups SET bow_style = 'sling' WHERE name = 'Field';
      """)

    try expectList(
      ["setups", "list"], keeps: "Indoor", leavesOut: "Field",
      naming: ["damaged bow setup Field", "unknown bow style 'sling'"])
  }

  @Test func equipmentListNamesADamagedItemAndListsTheRest() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["Spigarelli", "Shibuya"] {
      let added = try quiver("equipment", "add", "rest", "--name", name)
      #expect(added.status == 0, "stderr: \(added.stderr)")
    }
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE equipment_items SET id = 'not-a-uuid' WHERE name = 'Shibuya';
      """)

    try expectList(
      ["equipment", "list"], keeps: "Spigarelli", leavesOut: "Shibuya",
      naming: ["damaged item Shibuya", "'not-a-uuid' is no UUID"])
  }

  @Test func anIDOfADamagedItemOrSetupSaysDamagedNotMissingAndChangesNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let item = try quiver("equipment", "add", "rest", "--name", "Shibuya", "--json")
    let setup = try quiver("setups", "add", "--name", "Field", "--style", "recurve", "--json")
    #expect(item.status == 0 && setup.status == 0, "stderr: \(item.stderr) \(setup.stderr)")
    let itemID = try #require(Self.id(in: item.stdout))
    let setupID = try #require(Self.id(in: setup.stdout))
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE equipment_items SET details = '{"broken": ' WHERE name = 'Shibuya';
      UPDATE bow_setups SET bow_style = 'sling' WHERE name = 'Field';
      """)
    let before = try other.scalar("SELECT details FROM equipment_items")

    for arguments in [
      ["equipment", "show", String(itemID.prefix(4))],
      ["equipment", "edit", itemID, "--notes", "hi"],
      ["setups", "show", String(setupID.prefix(4))],
    ] {
      let run = try QuiverBinary.run(["--db", path] + arguments)
      #expect(run.status == 1, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains("damaged"), "\(arguments) says damaged: \(run.stderr)")
      #expect(!run.stderr.contains("ID starts with"), "\(arguments) is not 'not found'")
    }
    #expect(try other.scalar("SELECT details FROM equipment_items") == before, "left as it was")
  }

  @Test func plottingWithADamagedArrowDiameterSaysSoBeforeUsingTheDefault() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try quiver("rounds", "start", "wa18", "--json")
    let roundID = try #require(Self.id(in: round.stdout), "stderr: \(round.stderr)")
    let other = try Connection(path: path)  // another tool writes what Quiver would not
    try other.execute(
      "INSERT INTO settings (key, value) VALUES ('arrow-mm', 'banana') "
        + "ON CONFLICT (key) DO UPDATE SET value = excluded.value")
    let plot = try quiver("rounds", "plot", roundID, "0", "0")
    #expect(plot.status == 0, "stderr: \(plot.stderr)")
    #expect(plot.stderr.contains("arrow-mm"), "the damaged setting is named: \(plot.stderr)")
  }

  static func id(in json: String) -> String? {
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return object?["id"] as? String
  }
}
