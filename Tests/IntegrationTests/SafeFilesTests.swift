import Foundation
import Store
import Testing

/// Nothing a person types can cost data: `--out` naming a folder or a read-only place, `--db`
/// naming something that is not a writable Quiver database, and import files that are not
/// exports or clash with what is stored are each refused in one line, exit 1, leaving every file
/// byte for byte as it was. Run through the built executable.
@Suite("Files are safe from what is typed", .timeLimit(.minutes(3)))
struct SafeFilesTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-safe-\(UUID())")
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  /// Text no failure message may contain: SQL, Foundation and Swift descriptions.
  static let internals = [
    "Error Domain", "NSCocoaErrorDomain", "DecodingError", "EncodingError", "dataCorrupted",
    "typeMismatch", "SELECT", "INSERT", "The operation could not be completed", "SQLite error",
  ]

  /// Expects `output` to be a refusal: exit 1, nothing on standard output, one line on standard
  /// error with nothing internal in it.
  func expectRefusal(_ output: QuiverBinary.Output, _ what: String) {
    #expect(output.status == 1, "\(what): status \(output.status), stderr: \(output.stderr)")
    #expect(output.stdout.isEmpty, "\(what): stdout: \(output.stdout)")
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(what): one line, got: \(output.stderr)")
    #expect(output.stderr.hasPrefix("quiver: "), "\(what)")
    for word in Self.internals { #expect(!output.stderr.contains(word), "\(what): \(word)") }
  }

  func setUp() throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let db = file("q.sqlite")
    let id = try QuiverBinary.run(["--db", db, "rounds", "start", "wa18"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try QuiverBinary.run(["--db", db, "rounds", "score", id, "X", "10", "9"])
    return id
  }

  func cleanUp() {
    for path in [file("ro"), file("exports")] {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    try? FileManager.default.removeItem(atPath: folder)
  }

  func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func exportAndPlotToAnExistingFolderRefuseAndKeepItAndItsContents() throws {
    defer { cleanUp() }
    let id = try setUp()
    let exports = file("exports")
    try FileManager.default.createDirectory(atPath: exports, withIntermediateDirectories: true)
    try Data("precious".utf8).write(to: URL(fileURLWithPath: exports + "/keep.txt"))
    let commands: [[String]] = [
      ["export", "--format", "csv", "--out", exports],
      ["export", "--format", "json", "--out", exports],
      ["plot", "round", id, "--out", exports],
      ["plot", "trend", "--out", exports],
    ]
    for command in commands {
      let output = try QuiverBinary.run(["--db", file("q.sqlite")] + command)
      expectRefusal(output, command.joined(separator: " "))
      #expect(output.stderr.contains("\(exports) is a folder"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: exports) == ["keep.txt"])
      #expect(bytes(exports + "/keep.txt") == Data("precious".utf8))
    }
  }

  @Test func exportToAReadOnlyFolderRefusesAndWritesNothing() throws {
    defer { cleanUp() }
    _ = try setUp()
    let readOnly = file("ro")
    try FileManager.default.createDirectory(
      atPath: readOnly, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
    let output = try QuiverBinary.run([
      "--db", file("q.sqlite"), "export", "--format", "csv", "--out", readOnly + "/r.csv",
    ])
    expectRefusal(output, "export into a read-only folder")
    #expect(output.stderr.contains("the folder \(readOnly) is read-only"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly).isEmpty)
  }

  @Test func exportReplacesAnOldFileWhole() throws {
    defer { cleanUp() }
    _ = try setUp()
    let out = file("rounds.csv")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: out))
    let output = try QuiverBinary.run([
      "--db", file("q.sqlite"), "export", "--format", "csv", "--out", out,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(String(decoding: bytes(out) ?? Data(), as: UTF8.self).hasPrefix("date,archer,round"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "q.sqlite", "rounds.csv",
      ])
  }

  @Test func aDatabasePathThatIsNotAWritableQuiverDatabaseIsRefusedUntouched() throws {
    defer { cleanUp() }
    _ = try setUp()
    let text = file("notes.txt")
    try Data("X 10 9\n".utf8).write(to: URL(fileURLWithPath: text))
    let png = file("face.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 1, count: 40))
      .write(to: URL(fileURLWithPath: png))
    let readOnly = file("ro.sqlite")
    try FileManager.default.copyItem(atPath: file("q.sqlite"), toPath: readOnly)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
    let other = file("other.sqlite")
    do {  // another program's: one table, no Quiver application ID
      let connection = try Connection(path: other)
      try connection.execute("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('x')")
    }
    let cases: [(path: String, says: String)] = [
      (folder, "is a folder"), ("/dev/null", "is not a regular file"),
      (text, "is not a Quiver database"), (png, "is not a Quiver database"),
      (readOnly, "is read-only"), (other, "another application's SQLite database"),
    ]
    for (path, says) in cases {
      let before = bytes(path)
      for command in [
        ["rounds", "list"], ["rounds", "start", "wa18"], ["stats"],
      ] {
        let output = try QuiverBinary.run(["--db", path] + command)
        expectRefusal(output, "--db \(path) \(command.joined(separator: " "))")
        #expect(output.stderr.contains(says), "\(path): \(output.stderr)")
        #expect(bytes(path) == before, "\(path) unchanged")
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      }
    }
  }
}

/// Import files that are not exports, or clash with what is stored: one line each, exit 1, and
/// the database exactly as it was.
@Suite("Import refusals through the command", .timeLimit(.minutes(3)))
struct ImportRefusalCommandTests {
  let safe = SafeFilesTests()

  @Test func everyBadFileIsOneLineAndTheDatabaseIsUnchanged() throws {
    defer { safe.cleanUp() }
    _ = try safe.setUp()
    let db = safe.file("q.sqlite")
    let export = safe.file("e.json")
    #expect(
      try QuiverBinary.run(["--db", db, "export", "--format", "json", "--out", export]).status == 0)
    let json = String(decoding: safe.bytes(export) ?? Data(), as: UTF8.self)
    let id = try #require(json.firstMatch(of: #/"id" : "([0-9A-Fa-f-]{36})"/#)).1
    let distance = try #require(json.firstMatch(of: #/"value" : 18/#))
    let cases: [(name: String, text: String, says: String)] = [
      ("list.json", "[]", "list.json holds a JSON list, so it is not a Quiver export"),
      ("empty.json", "{}", "empty.json has no format"),
      ("uuid.json", json.replacingOccurrences(of: id, with: "not-a-uuid"), "not a round ID"),
      (
        "nan.json", json.replacingCharacters(in: distance.range, with: "\"value\" : NaN"),
        "'N' is not valid JSON here"
      ),
      (
        "far.json", json.replacingCharacters(in: distance.range, with: "\"value\" : 1e999"),
        "the number 1e999 is too large"
      ),
      (
        "name.json",
        json.replacingOccurrences(
          of: "\"WA 18 m\"", with: "\"\(String(repeating: "N", count: 100_000))\""),
        "name.json: round 'wa18': Round name 'NNN"
      ),
      (
        "clash.json", json.replacingOccurrences(of: "\"inProgress\"", with: "\"completed\""),
        "clash.json differs from the stored round with the same ID (\(id.prefix(8).lowercased()) WA 18 m, "
      ),
    ]
    let before = safe.bytes(db)
    for (name, text, says) in cases {
      try Data(text.utf8).write(to: URL(fileURLWithPath: safe.file(name)))
      let output = try QuiverBinary.run(["--db", db, "import", safe.file(name)])
      safe.expectRefusal(output, name)
      #expect(output.stderr.contains(says), "\(name): \(output.stderr)")
      #expect(output.stderr.count < 400, "\(name): a short line")
      #expect(safe.bytes(db) == before, "\(name): database unchanged")
    }
    let again = try QuiverBinary.run(["--db", db, "import", export])
    #expect(again.status == 0)
    #expect(again.stdout == "Imported 0 rounds and 0 arrows; 1 round already there.\n")
    #expect(again.stderr.isEmpty, "the summary is said once, on standard output")
    #expect(safe.bytes(db) == before, "an identical round is skipped")
  }
}
