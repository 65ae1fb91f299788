import Commands
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

@testable import CommandKit

/// Ten thousand random command lines — every command and subcommand, its own options with
/// plausible and absurd values, junk — against one database file: every run ends with 0, 1 or
/// 64, every refusal says why on stderr, and the database still passes `integrity_check`.
@Suite(.timeLimit(.minutes(5)))
struct CommandFuzzTests {
  /// Words a person might type where a command expects something, and some nobody should.
  static let words =
    [
      "wa18", "portsmouth", "york", "practice", "X", "10", "9", "M", "11", "0", "-1", "1", "2", "3",
      "70m", "20yd", "40cm", "abc", "", " ", "riser", "limbs", "arrow", "sight", "Sam", "Alex",
      "colour", "units", "arrow-mm", "auto", "on", "off", "imperial", "metric", "5.5", "1e309",
      "nan",
      "--", "-x", "--json", "--help", "--nope", "\u{1F3F9}", "'; DROP TABLE rounds; --", "0000",
      "00000000", "ffffffff", "bash", "zsh", "csv", "json", "10_zone", "Worcester", "12", "-30",
      String(repeating: "9 ", count: 20),
    ] + hostile

  /// Values nobody should type, typed anyway (issue 16): numbers at and past every limit, text
  /// that is huge, empty, controlling the terminal or written right to left.
  static let hostile = [
    "nan", "NaN", "-nan", "inf", "-inf", "+inf", "Infinity", "1e308", "-1e308", "1e19", "1e22",
    "-0", "-0.0", "0x10", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
    "1000000000", "99999999999999999999", "5e-324", "--count=1e19",
    String(repeating: "a", count: 100_000),
    String(repeating: "9", count: 100_000), "\u{1B}[2J", "\u{1B}]0;pwned\u{07}", "a\nb", "\n", "\0",
    "a\0b", "10\0", "\t", "\r", "\u{202E}Sam\u{202C}", "\u{200F}\u{05E9}\u{05DC}\u{05D5}\u{05DD}",
    "e\u{301}\u{301}\u{301}\u{301}", "\u{FEFF}9", "\u{FF19}", "\u{0669}", "\u{D7FF}",
  ]

  /// Every command line's path: `rounds`, `rounds start`, …
  static func paths(_ commands: [any QuiverCommand], prefix: [String] = []) -> [[String]] {
    commands.flatMap { command in
      [prefix + [command.name]] + paths(command.subcommands, prefix: prefix + [command.name])
    }
  }

  static func options(at path: [String], in commands: [any QuiverCommand]) -> [OptionSpec] {
    var level = commands
    var found: (any QuiverCommand)?
    for name in path {
      found = level.first { $0.name == name }
      level = found?.subcommands ?? []
    }
    return found?.options ?? []
  }

  @Test func tenThousandRandomCommandLinesNeverBreakQuiverOrTheDatabase() async throws {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("fuzz-\(UUID())")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let database = (folder as NSString).appendingPathComponent("q.sqlite")
    // Files a command may write (`--out`) or read (`import`): only ever inside the folder.
    let files = ["out.csv", "out.json", "plot.svg", "missing/x.csv"].map {
      (folder as NSString).appendingPathComponent($0)
    }
    let cli = QuiverCLI(defaultLocation: .file(database))
    let paths = Self.paths(cli.commands)
    var random = SeededGenerator(seed: 0xF0_22)
    var statuses: [Int32: Int] = [:]
    // A few real rounds and arrows, so IDs and scores have something to hit.
    var ids: [String] = []
    for _ in 0..<3 {
      let started = CapturedOutput()
      _ = await cli.run(["rounds", "start", "wa18"], output: started.output)
      ids.append(started.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    _ = await cli.run(["rounds", "score", ids[0], "X", "10", "9"], output: CapturedOutput().output)
    // Whole IDs, unique prefixes, prefixes every ID shares or none has.
    let idWords =
      ids + ids.map { String($0.prefix(4)) } + ids.map { String($0.prefix(1)) } + [
        "0", "f", "zzzz", ids[0] + "0", String(ids[0].dropLast()) + "\u{301}",
      ]
    let words = Self.words + idWords
    let dumper = try Connection(path: database, create: false)
    var before = try Self.dump(dumper)
    var refused = 0

    let steps = TestScale.iterations(10_000, underSanitizer: 1_000)
    for step in 0..<steps {
      let path = paths.randomElement(using: &random) ?? ["where"]
      var line = path
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        line.append(words.randomElement(using: &random) ?? "")
      }
      // Now and then a huge count of arguments: a thousand arrows on one line.
      if step % 97 == 0 { line += Array(repeating: "9", count: 1_000) }
      for option in Self.options(at: path, in: cli.commands) where Bool.random(using: &random) {
        line.append("--\(option.name)")
        guard option.valueName != nil else { continue }
        let value =
          option.name == "out"
          ? files.randomElement(using: &random) : words.randomElement(using: &random)
        line.append(value ?? "")
      }
      if path == ["import"] { line.insert(files.randomElement(using: &random) ?? "", at: 1) }
      let input = Locked(
        (["0 0", "30 -12", "junk", "1e309 0", "1e22 0", "nan nan", "-0 -0", "\0", "\u{1B}[2J"]
          .shuffled(using: &random)))
      let captured = CapturedOutput()
      let status = await cli.run(line, output: captured.output) {
        input.withLock { $0.isEmpty ? nil : $0.removeFirst() }
      }
      statuses[status, default: 0] += 1
      #expect([0, 1, 64].contains(status), "step \(step): \(Self.shown(line)) exited \(status)")
      if status != 0 {
        #expect(
          captured.stderr.hasPrefix("quiver: ") && captured.stderr.count > 12,
          "step \(step): \(Self.shown(line)) failed without a reason: '\(captured.stderr.prefix(300))'"
        )
      }
      // Nothing a refused command does may reach the database.
      let after = try Self.dump(dumper)
      if status != 0 {
        refused += 1
        #expect(after == before, "step \(step): refused \(Self.shown(line)) changed the database")
      }
      before = after
    }
    #expect(refused > steps / 10, "\(refused) refusals")
    // After all that, every read command still works.
    let existing = try dumper.query("SELECT id FROM rounds ORDER BY id") { $0.string(0) }
    let reads =
      [["rounds", "list"], ["stats"], ["equipment", "list"], ["setups", "list"], ["archers"]]
      + existing.map { ["rounds", "show", $0] }
    for read in reads {
      let captured = CapturedOutput()
      let status = await cli.run(read, output: captured.output)
      // The walk may have added and switched archers: another archer's round is refused, by
      // design, naming whose it is (which walk does so depends on the commands there are).
      let othersRound =
        status == 1 && captured.stderr.contains("; switch with 'quiver archers switch")
      #expect(status == 0 || othersRound, "\(read) exited \(status): \(captured.stderr)")
    }
    // The walk both succeeded and was refused, often.
    #expect(statuses[0, default: 0] > steps / 20, "\(statuses)")
    #expect(statuses[1, default: 0] > steps / 100, "\(statuses)")
    #expect(statuses[64, default: 0] > steps / 20, "\(statuses)")
    let check = try Database(.file(database))
    let integrity = try await check.read { db in
      try db.query("PRAGMA integrity_check") { $0.string(0) }
    }
    #expect(integrity == ["ok"])
  }

  /// Every row of every table, each as its quoted values, tables and rows in order: equal dumps
  /// mean an unchanged database.
  static func dump(_ connection: Connection) throws -> [String] {
    let tables = try connection.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
    ) { $0.string(0) }
    return try tables.flatMap { table in
      let columns = try connection.query("SELECT name FROM pragma_table_info(?)", table) {
        "quote(\"\($0.string(0))\")"
      }
      let select = "SELECT \(columns.joined(separator: " || ',' || ")) FROM \"\(table)\" ORDER BY 1"
      return try ["\(table):"] + connection.query(select) { $0.string(0) }
    }
  }

  /// A command line short enough for a failure message.
  static func shown(_ line: [String]) -> String {
    line.map { $0.count > 40 ? "\($0.prefix(20))…(\($0.count) characters)" : $0 }
      .joined(separator: " ").debugDescription
  }
}
