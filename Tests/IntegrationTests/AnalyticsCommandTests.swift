import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Analytics through the built executable: statistics, handicaps, export and import, plots.
@Suite("Analytics through the commands", .timeLimit(.minutes(3)))
struct AnalyticsCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-analytics-\(UUID())")
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  func quiver(_ database: String, _ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", file(database)] + arguments)
  }

  /// Two rounds: a finished Bray I, and a WA 18 m with plotted, numbered arrows.
  func shoot(into database: String) throws -> [String] {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let bray = try quiver(database, "rounds", "start", "bray_i").stdout.trimmingCharacters(
      in: .newlines)
    _ = try QuiverBinary.run(
      ["--db", file(database), "rounds", "score", bray]
        + (0..<30).map { ["X", "10", "9", "8", "M"][$0 % 5] })
    _ = try quiver(database, "rounds", "finish", bray)
    let wa18 = try quiver(database, "rounds", "start", "wa18").stdout.trimmingCharacters(
      in: .newlines)
    for (index, (x, y)) in [(1, 2), (15, -8), (-31, 20), (4, 4), (60, 60)].enumerated() {
      _ = try quiver(
        database, "rounds", "plot", wa18, "\(x)", "\(y)", "--arrow", "\(index % 3 + 1)")
    }
    return [bray, wa18]
  }

  @Test func anExportImportedIntoAnEmptyDatabaseRoundTripsIdentically() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let ids = try shoot(into: "source.sqlite")
    let exported = try quiver(
      "source.sqlite", "export", "--format", "json", "--out", file("export.json"))
    #expect(exported.status == 0, "stderr: \(exported.stderr)")
    #expect(exported.stderr.contains("exported 2 rounds, 35 arrows"), "progress on standard error")
    let imported = try quiver("empty.sqlite", "import", file("export.json"))
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    #expect(imported.stdout == "Imported 2 rounds and 35 arrows; 0 rounds already there.\n")
    #expect(!imported.stderr.contains("Imported"), "the summary is said once, on standard output")
    for id in ids {
      let before = try quiver("source.sqlite", "rounds", "show", id, "--json").stdout
      let after = try quiver("empty.sqlite", "rounds", "show", id, "--json").stdout
      #expect(!before.isEmpty && before == after, "round \(id) is identical")
      #expect(
        try quiver("source.sqlite", "stats", "--round", id, "--json").stdout
          == quiver("empty.sqlite", "stats", "--round", id, "--json").stdout)
    }
    #expect(
      try quiver("source.sqlite", "stats", "--json").stdout
        == quiver("empty.sqlite", "stats", "--json").stdout)
    let again = try quiver("empty.sqlite", "import", file("export.json"))
    #expect(again.stdout == "Imported 0 rounds and 0 arrows; 2 rounds already there.\n")
  }

  @Test func aTruncatedExportIsRefusedWithItsLineAndImportsNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try shoot(into: "source.sqlite")
    _ = try quiver("source.sqlite", "export", "--format", "json", "--out", file("export.json"))
    let whole = try String(contentsOfFile: file("export.json"), encoding: .utf8)
    try String(whole.prefix(whole.count * 2 / 3)).write(
      toFile: file("cut.json"), atomically: true, encoding: .utf8)
    let refused = try quiver("empty.sqlite", "import", file("cut.json"))
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("Nothing was imported: line "))
    #expect(refused.stderr.contains("not complete JSON"))
    #expect(
      try quiver("empty.sqlite", "rounds", "list", "--json").stdout.contains("\"id\"") == false)
    let csv = try quiver("source.sqlite", "export", "--format", "csv", "--out", file("e.csv"))
    #expect(csv.status == 0)
    let csvImport = try quiver("empty.sqlite", "import", file("e.csv"))
    #expect(csvImport.status == 1)
    #expect(csvImport.stderr.contains("import the JSON export"))
  }

  @Test func handicapsFromTheCommandLine() throws {
    #expect(
      try QuiverBinary.run(["handicap", "--round", "york", "--score", "1000"]).stdout == "35\n")
    #expect(
      try QuiverBinary.run(["handicap", "--round", "york", "--score", "1000", "--exact"]).stdout
        == "34.245\n")
    #expect(
      try QuiverBinary.run(["handicap", "--round", "york", "--handicap", "50"]).stdout == "705\n")
    let table = try QuiverBinary.run(["handicap", "--round", "portsmouth", "--table"])
    #expect(table.stdout.split(separator: "\n").count == 151)
    let json = try QuiverBinary.run(["handicap", "--round", "york", "--score", "1000", "--json"])
    #expect(json.stdout.contains("\"handicap\" : 35"))
    let above = try QuiverBinary.run(["handicap", "--round", "york", "--score", "1297"])
    #expect(above.status == 1)
    #expect(above.stderr.contains("1297 is more than a York allows (1296)"))
    // 0 is inside --score's documented range (0 to 11000) but has no handicap: the data's fault.
    #expect(try QuiverBinary.run(["handicap", "--round", "york", "--score", "0"]).status == 1)
    #expect(try QuiverBinary.run(["handicap", "--round", "york", "--score", "11001"]).status == 64)
    #expect(try QuiverBinary.run(["handicap", "--round", "nope", "--score", "3"]).status == 1)
    #expect(try QuiverBinary.run(["handicap", "--round", "york"]).status == 64)
  }

  @Test func plotsAreWellFormedSVGWithAMarkPerPlottedArrow() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let ids = try shoot(into: "q.sqlite")
    let round = try quiver("q.sqlite", "plot", "round", ids[1], "--out", file("face.svg"))
    #expect(round.status == 0, "stderr: \(round.stderr)")
    let face = try #require(FileManager.default.contents(atPath: file("face.svg")))
    #expect(try count(class: "arrow", in: face) == 5)
    let trend = try quiver("q.sqlite", "plot", "trend")
    #expect(
      try count(class: "score", in: Data(trend.stdout.utf8)) == 1,
      "the Bray I; the WA 18 still being shot is not on the trend")
    let shown = try quiver("q.sqlite", "rounds", "show", ids[1])
    #expect(shown.stdout.contains("●"), "the terminal face shows the plotted arrows")
  }

  func count(class name: String, in data: Data) throws -> Int {
    final class Counter: NSObject, XMLParserDelegate {
      let name: String
      var count = 0
      init(_ name: String) { self.name = name }
      func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) { if attributes["class"] == name { count += 1 } }
    }
    let counter = Counter(name)
    let parser = XMLParser(data: data)
    parser.delegate = counter
    try #require(parser.parse(), "well-formed XML")
    return counter.count
  }
}
