import Commands
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

/// Ten thousand random command lines — every command and subcommand, its own options with
/// plausible and absurd values, junk — against one database file: every run ends with 0, 1 or
/// 64, every refusal says why on stderr, and the database still passes `integrity_check`.
@Suite(.timeLimit(.minutes(5)))
struct CommandFuzzTests {
  /// Words a person might type where a command expects something, and some nobody should.
  static let words = [
    "wa18", "portsmouth", "york", "practice", "X", "10", "9", "M", "11", "0", "-1", "1", "2", "3",
    "70m", "20yd", "40cm", "abc", "", " ", "riser", "limbs", "arrow", "sight", "Sam", "Alex",
    "colour", "units", "arrow-mm", "auto", "on", "off", "imperial", "metric", "5.5", "1e309", "nan",
    "--", "-x", "--json", "--help", "--nope", "\u{1F3F9}", "'; DROP TABLE rounds; --", "0000",
    "00000000", "ffffffff", "bash", "zsh", "csv", "json", "10_zone", "Worcester", "12", "-30",
    String(repeating: "9 ", count: 20),
  ]

  /// Every command line's path: `rounds`, `rounds start`, … (not the endless stress writer).
  static func paths(_ commands: [any QuiverCommand], prefix: [String] = []) -> [[String]] {
    commands.filter { $0.name != "_stress-arrows" }.flatMap { command in
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
    for _ in 0..<3 {
      _ = await cli.run(["rounds", "start", "wa18"], output: CapturedOutput().output)
    }

    for step in 0..<10_000 {
      let path = paths.randomElement(using: &random) ?? ["where"]
      var line = path
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        line.append(Self.words.randomElement(using: &random) ?? "")
      }
      for option in Self.options(at: path, in: cli.commands) where Bool.random(using: &random) {
        line.append("--\(option.name)")
        guard option.valueName != nil else { continue }
        let value =
          option.name == "out"
          ? files.randomElement(using: &random) : Self.words.randomElement(using: &random)
        line.append(value ?? "")
      }
      if path == ["import"] { line.insert(files.randomElement(using: &random) ?? "", at: 1) }
      let input = Locked(["0 0", "30 -12", "junk", "1e309 0"].shuffled(using: &random))
      let captured = CapturedOutput()
      let status = await cli.run(line, output: captured.output) {
        input.withLock { $0.isEmpty ? nil : $0.removeFirst() }
      }
      statuses[status, default: 0] += 1
      #expect([0, 1, 64].contains(status), "step \(step): \(line) exited \(status)")
      if status != 0 {
        #expect(
          captured.stderr.hasPrefix("quiver: ") && captured.stderr.count > 12,
          "step \(step): \(line) failed without a reason: '\(captured.stderr)'")
      }
    }
    // The walk both succeeded and was refused, often.
    #expect(statuses[0, default: 0] > 500, "\(statuses)")
    #expect(statuses[1, default: 0] > 100, "\(statuses)")
    #expect(statuses[64, default: 0] > 500, "\(statuses)")
    let check = try Database(.file(database))
    let integrity = try await check.read { db in
      try db.query("PRAGMA integrity_check") { $0.string(0) }
    }
    #expect(integrity == ["ok"])
  }
}
