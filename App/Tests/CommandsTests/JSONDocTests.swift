import Commands
import CoreInterfaces
import Foundation
import Store
import Testing

@testable import CommandKit

/// `docs/JSON.md` is checked against the real output: its examples run in order on a new
/// database, and each documented value must equal what the command prints, key for key and type
/// for type (IDs and dates, which differ each run, are numbered; a long list is compared by the
/// items the document shows). Every command that declares `--json` must have an example.
@Suite("docs/JSON.md matches the commands", .timeLimit(.minutes(2)))
struct JSONDocTests {
  /// One ```sh block: its command lines, and the ```json value that follows it, if any.
  struct Example {
    let lines: [String]
    let json: String?
  }

  /// The database path the document shows (the default one), for the test's own.
  static let shownDatabase = "/home/sam/.local/share/quiver/quiver.sqlite"

  /// The files the document's commands write and read, kept in the test's own folder (and shown
  /// by their names alone).
  static let files: Set = [
    "rounds.json", "rounds.csv", "backup.json", "restored.sqlite", "round.svg", "trend.svg",
    "desk.sqlite", "laptop.sqlite", "shared",
  ]

  /// Of ``files``, the folders the document's commands expect to exist (a sync folder).
  static let folders: Set = ["shared"]

  static let document = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/JSON.md")

  static func examples() throws -> [Example] {
    let text = try String(contentsOf: document, encoding: .utf8)
    var examples: [Example] = []
    var rest = text[...]
    while let start = rest.range(of: "```sh\n") {
      guard let end = rest[start.upperBound...].range(of: "\n```\n") else { break }
      let lines = rest[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
      rest = rest[end.upperBound...]
      var json: String?
      let gap = rest.prefix { $0 == "\n" }
      if rest.dropFirst(gap.count).hasPrefix("```json\n"),
        let close = rest.range(of: "\n```\n")
      {
        json = String(rest[rest.index(rest.startIndex, offsetBy: gap.count + 8)..<close.lowerBound])
        rest = rest[close.upperBound...]
      }
      examples.append(Example(lines: lines, json: json))
    }
    return examples
  }

  /// The path of commands a documented line runs: `["rounds", "show"]`.
  static func path(_ words: [String]) -> [String] {
    var level = QuiverCLI.standardCommands
    var path: [String] = []
    var group: (any QuiverCommand)?
    for word in words {
      guard let command = level.first(where: { $0.name == word }) else {
        // A group's default subcommand that takes a value (`quiver sync DIR`) runs for it.
        if let fallback = group?.defaultSubcommand { path.append(fallback) }
        break
      }
      path.append(word)
      group = command.subcommands.isEmpty ? nil : command
      level = command.subcommands
    }
    return path
  }

  @Test func everyExampleIsWhatTheCommandPrints() async throws {
    let folder = NSTemporaryDirectory() + "quiver-json-doc-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let database = folder + "/q.sqlite"
    for name in Self.folders {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + name, withIntermediateDirectories: true)
    }
    let cli = QuiverCLI(defaultLocation: .file(database))
    var ids: [String: String] = [:]
    let examples = try Self.examples()
    #expect(examples.count > 30)
    for example in examples {
      var printed = ""
      for line in example.lines {
        var input: [String] = []
        var command = line
        if line.hasPrefix("printf '"), let bar = line.range(of: "' | ") {
          input = line[line.index(line.startIndex, offsetBy: 8)..<bar.lowerBound]
            .components(separatedBy: "\\n").filter { !$0.isEmpty }
          command = String(line[bar.upperBound...])
        }
        // `   # exits 1: why` documents a command that prints and then exits 1.
        var expected: Int32 = 0
        if let comment = command.range(of: "   # exits ") {
          expected = Int32(command[comment.upperBound...].prefix { $0.isNumber }) ?? 0
          command = String(command[..<comment.lowerBound])
        }
        let words = CommandWords.split(command).dropFirst().map { word in
          word.hasPrefix("$")
            ? ids[String(word.dropFirst())] ?? word
            : Self.files.contains(word) ? folder + "/" + word : word
        }
        let output = CapturedOutput()
        let lines = Locked(input)
        let status = await cli.run(words, output: output.output) {
          lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        }
        try #require(status == expected, "\(line): \(output.stderr)")
        printed = output.stdout.replacingOccurrences(of: database, with: Self.shownDatabase)
          .replacingOccurrences(of: folder + "/", with: "")
        let placeholder = [
          "rounds start": "ROUND", "equipment add": "ITEM", "setups add": "SETUP",
        ][
          words.prefix(2).joined(separator: " ")]
        if let placeholder {
          let value = try? JSONDecoder().decode(JSONValue.self, from: Data(printed.utf8))
          if case .object(let object)? = value, case .string(let id) = object["id"] {
            ids[placeholder] = id
          } else {
            ids[placeholder] = printed.trimmingCharacters(in: .whitespacesAndNewlines)
          }
        }
      }
      guard let documented = example.json else { continue }
      let context = example.lines.last ?? ""
      if printed.hasPrefix("{\"") {
        // One object per line: each documented line against each printed one.
        let want = try documented.split(separator: "\n").map { try Self.value(String($0)) }
        let got = try printed.split(separator: "\n").map { try Self.value(String($0)) }
        #expect(want == got, "\(context)")
        continue
      }
      try Self.expect(Self.value(printed), matches: Self.value(documented), context)
    }
  }

  /// The export file is not one of the printed shapes, but keeps their dates and IDs.
  @Test func theExportFileWritesDatesAndIDsAsTheDocumentSays() async throws {
    let folder = NSTemporaryDirectory() + "quiver-json-export-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cli = QuiverCLI(defaultLocation: .file(folder + "/q.sqlite"))
    for words in [
      ["rounds", "start", "wa18"],
      ["export", "--format", "json", "--out", folder + "/rounds.json"],
    ] {
      let output = CapturedOutput()
      let status = await cli.run(words, output: output.output) { nil }
      try #require(status == 0, "\(words): \(output.stderr)")
    }
    let text = try String(contentsOfFile: folder + "/rounds.json", encoding: .utf8)
    let ids = text.matches(of: /"id" : "([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[^"]*)"/).map(\.output.1)
    #expect(ids.count == 1 && ids.allSatisfy { $0 == $0.lowercased() }, "\(ids)")
    let date = try #require(text.firstMatch(of: /"startedAt" : ("[^"]*")/)?.output.1, "\(text)")
    #expect(date.wholeMatch(of: /"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/) != nil, "\(date)")
  }

  @Test func everyCommandThatDeclaresJSONHasAnExample() throws {
    let documented = Set(
      try Self.examples().filter { $0.json != nil }.compactMap { example in
        example.lines.last.map { line in
          Self.path(CommandWords.split(line).drop { $0 != "quiver" }.dropFirst().map { $0 })
            .joined(separator: " ")
        }
      })
    for path in Self.jsonCommands(QuiverCLI.standardCommands) {
      #expect(documented.contains(path), "docs/JSON.md has no example of 'quiver \(path) --json'")
    }
  }

  static func jsonCommands(_ commands: [any QuiverCommand], prefix: String = "") -> [String] {
    commands.flatMap { command -> [String] in
      let path = prefix.isEmpty ? command.name : "\(prefix) \(command.name)"
      return (command.printsJSON ? [path] : []) + jsonCommands(command.subcommands, prefix: path)
    }
  }

  /// `printed` equals `documented`, except a top-level list may show only its first items.
  static func expect(_ printed: JSONValue, matches documented: JSONValue, _ context: String) {
    if case .array(let all) = printed, case .array(let shown) = documented {
      // An empty list is documented as one: the command printed none.
      #expect(
        (shown.isEmpty && all.isEmpty) || (!shown.isEmpty && shown.count <= all.count),
        "\(context): \(all.count) items")
      #expect(Array(all.prefix(shown.count)) == shown, "\(context)")
      return
    }
    #expect(printed == documented, "\(context)")
  }

  /// `text` as JSON after numbering its IDs (`ID-1`, … by first appearance) and dates.
  static func value(_ text: String) throws -> JSONValue {
    var numbered: [String: String] = [:]
    var normal = text
    let id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/
    for match in text.matches(of: id) where numbered[String(match.output)] == nil {
      numbered[String(match.output)] = "ID-\(numbered.count + 1)"
    }
    // A sync device's identity (host name and twelve hex digits): numbered the same way.
    let device = /[a-z0-9][a-z0-9-]*-[0-9a-f]{12}\b/
    for match in text.matches(of: device) where numbered[String(match.output)] == nil {
      numbered[String(match.output)] = "DEVICE-\(numbered.count + 1)"
    }
    for (found, name) in numbered { normal = normal.replacingOccurrences(of: found, with: name) }
    normal = normal.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/, with: "DATE")
    return try JSONDecoder().decode(JSONValue.self, from: Data(normal.utf8))
  }
}
