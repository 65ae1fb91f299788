import Foundation
import Testing

/// The command line's grammar through the real executable: `--json` on the commands that write
/// files, `null` for what was not recorded, completion on a fresh machine, and required options
/// refused by the parser in one wording.
@Suite("The grammar, through the executable", .timeLimit(.minutes(2)))
struct GrammarTests {
  let folder = NSTemporaryDirectory() + "quiver-grammar-\(UUID())"
  var path: String { folder + "/q.sqlite" }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func fileCommandsPrintWhatTheyWroteAndNotRecordedIsNull() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let added = try quiver(
      "rounds", "add", "york", "--date", "2026-01-10", "--score", "900", "--json")
    try #require(added.status == 0, "\(added.stderr)")
    let card = try #require(try object(added.stdout)["card"] as? [String: Any])
    #expect(card["hits"] is NSNull && card["golds"] is NSNull && card["xs"] is NSNull)
    #expect(card["total"] as? Int == 900)

    let backup = try quiver("backup", "--out", folder + "/b.json", "--json")
    #expect(backup.status == 0, "\(backup.stderr)")
    #expect(try object(backup.stdout)["file"] as? String == folder + "/b.json")
    let restored = try QuiverBinary.run(
      ["--db", folder + "/r.sqlite", "restore", folder + "/b.json", "--json"])
    #expect(restored.status == 0, "\(restored.stderr)")
    #expect(try object(restored.stdout)["rows"] as? Int == object(backup.stdout)["rows"] as? Int)

    let export = try quiver("export", "--format", "json", "--out", folder + "/e.json", "--json")
    #expect(try object(export.stdout)["rounds"] as? Int == 1, "\(export.stdout)")
    let refused = try quiver("plot", "trend", "--json")
    #expect(refused.status == 64 && refused.stdout.isEmpty, "\(refused.stderr)")
  }

  /// A required option is the parser's to check: one wording, exit 64, nothing created.
  @Test func aRequiredOptionLeftOutIsOneLineAndExit64() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (arguments, missing) in [
      (["backup"], "--out FILE"), (["export"], "--format FORMAT"),
      (["setups", "add", "--name", "S"], "--style STYLE"),
    ] {
      let refused = try QuiverBinary.run(["--db", path] + arguments)
      #expect(refused.status == 64, "\(arguments)")
      #expect(
        refused.stderr
          == "quiver: missing \(missing). Run 'quiver \(arguments.prefix(2).filter { !$0.hasPrefix("-") }.joined(separator: " ")) --help' for usage.\n",
        "\(refused.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: path), "no database was created")
  }

  /// `quiver rounds start <TAB>` on a machine where Quiver has never run: the standard codenames
  /// and `practice`, and no database is created by asking.
  @Test func aFreshMachineCompletesTheStandardCodenames() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = folder + "/quiver.bash"
    try QuiverBinary.run(["completion", "bash"]).stdout.write(
      toFile: script, atomically: true, encoding: .utf8)
    let home = folder + "/home"
    let words = [QuiverBinary.path, "rounds", "start", ""].map { "'\($0)'" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "HOME=\(home)", "XDG_DATA_HOME=\(home)/.local/share", "bash", "-c",
      "source '\(script)'; COMP_WORDS=(\(words.joined(separator: " "))); "
        + "COMP_CWORD=\(words.count - 1); _quiver; printf '%s\\n' \"${COMPREPLY[@]}\"",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let offered = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(offered.contains("wa18") && offered.contains("york"), "\(offered)")
    #expect(offered.contains("practice"), "\(offered)")
    #expect(!FileManager.default.fileExists(atPath: home), "a TAB created nothing")
  }
}
