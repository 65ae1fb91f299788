import Foundation
import Testing

/// The README's key table lists every key each screen takes: each letter a screen type's
/// `handle(_:_:)` (its file in `Terminal/Screens`) matches (`case "c"`, `case ("x", …)`, `key == "a"`, `hasPrefix("e ")`) appears, as code, in
/// that screen's row.
@Suite("The README's key table")
struct KeyTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Each screen's file, by the row that describes it.
  static let rows = [
    "Home": "HomeScreen", "Round setup": "RoundSetupScreen", "Scoring": "ScoringScreen",
    "Round": "RoundDetailScreen", "Equipment": "EquipmentHubScreen", "Rounds": "RoundsListScreen",
    "A kind's list": "EquipmentListScreen", "Item editor": "EquipmentEditorScreen",
    "Bow setups": "SetupsListScreen", "Setup editor": "SetupEditorScreen",
    "Settings": "SettingsScreen", "Archers": "ArchersScreen", "Target": "TargetScreen",
    "Match": "MatchScreen", "Sync conflicts": "SyncConflictsScreen",
  ]

  /// The README table's rows: the screen's name → its keys.
  static func table() throws -> [String: String] {
    let text = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var rows: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if cells.count == 2 { rows[cells[0]] = cells[1] }
    }
    return rows
  }

  /// The letters a screen's key handler matches.
  static func keys(in file: String) throws -> Set<String> {
    let source = try String(
      contentsOf: root.appendingPathComponent("App/Sources/Terminal/Screens/\(file).swift"),
      encoding: .utf8)
    let patterns = [
      /case \("?([a-zA-Z?\/])"?,/, /case "([a-zA-Z])"/, /key == "([a-zA-Z])"/,
      /hasPrefix\("([a-zA-Z\/]) ?"\)/,
    ]
    var keys: Set<String> = []
    for pattern in patterns {
      for match in source.matches(of: pattern) { keys.insert(String(match.output.1)) }
    }
    return keys
  }

  @Test func everyKeyEachScreenTakesIsInItsRow() throws {
    let table = try Self.table()
    for (row, file) in Self.rows {
      let described = try #require(table[row], "README's key table has no row '\(row)'")
      let keys = try Self.keys(in: file)
      // The Round screen's keys depend on the round; the Match screen takes score lines only.
      #expect(!keys.isEmpty || row == "Round" || row == "Match", "\(file): no keys found")
      for key in keys {
        #expect(described.contains("`\(key)"), "README's '\(row)' row does not list `\(key)`")
      }
    }
    let every = try #require(table["Every screen"])
    for key in ["b", "q", "?"] { #expect(every.contains("`\(key)`"), "\(key)") }
  }
}
