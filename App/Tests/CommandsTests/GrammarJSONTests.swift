import Commands
import CoreInterfaces
import Foundation
import Store
import Testing

@testable import CommandKit

/// `--json` on the commands that write files (`backup`, `restore`, `export`, `plot`) says what
/// they wrote; `rounds add` prints the card; `stats` carries every figure its text shows; and a
/// figure that was not recorded is `null`, never 0.
@Suite("--json says what was written, and null for what was not recorded", .timeLimit(.minutes(2)))
struct GrammarJSONTests {
  let folder = NSTemporaryDirectory() + "quiver-grammar-json-\(UUID())"
  var path: String { folder + "/q.sqlite" }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func run(_ arguments: String...) async -> (Int32, CapturedOutput) {
    let out = CapturedOutput()
    let status = await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output) {
      nil
    }
    return (status, out)
  }

  /// The printed JSON object.
  func object(_ text: String) throws -> [String: JSONValue] {
    guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    else { throw UsageError("not an object: \(text)") }
    return object
  }

  /// A round entered by its total alone: its card's hits, golds, Xs and distances, and its
  /// statistics' counts, are `null` (the text says "not recorded"), never 0.
  @Test func aRoundEnteredByItsTotalSaysNullForWhatWasNotRecorded() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, out) = await run(
      "rounds", "add", "portsmouth", "--date", "2026-01-10", "--score", "540", "--json")
    try #require(status == 0, "\(out.stderr)")
    let added = try object(out.stdout)
    guard case .object(let card)? = added["card"], case .object(let round)? = added["round"] else {
      Issue.record("rounds add --json has no card: \(out.stdout)")
      return
    }
    for key in ["hits", "golds", "xs", "distances"] { #expect(card[key] == .null, "\(key)") }
    #expect(card["total"] == .number(540))
    guard case .string(let id)? = round["id"] else {
      Issue.record("no id")
      return
    }
    let (textStatus, text) = await run("rounds", "show", id)
    #expect(textStatus == 0 && text.stdout.contains("not recorded"), "\(text.stdout)")

    let (statsStatus, stats) = await run("stats", "--round", id, "--json")
    try #require(statsStatus == 0, "\(stats.stderr)")
    let figures = try object(stats.stdout)
    for key in ["xCount", "tenPlusXCount", "hits", "misses", "golds"] {
      #expect(figures[key] == .null, "\(key)")
    }
    #expect(figures["score"] == .number(540))
    #expect(figures["arrows"] == .number(60), "as its card counts them: \(figures)")
    if case .object(let card)? = figures["card"] { #expect(card["arrows"] == figures["arrows"]) }
    for key in ["distances", "endTotals", "runningTotals", "histogram", "arrowsApart"] {
      #expect(figures[key] == .null, "\(key) not recorded, not an empty list")
    }
    // Across rounds, with no round whose arrows were kept, the counts are not recorded either.
    let across = try object(await run("stats", "--json").1.stdout)
    #expect(across["hits"] == .null && across["xCount"] == .null, "\(across)")
  }

  /// `stats --json` carries each figure the text shows: Xs, 10+X, hits, misses and golds across
  /// rounds, and a round's best and worst end and distance splits.
  @Test func statsJSONCarriesEveryFigureItsTextShows() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (started, start) = await run("rounds", "start", "wa18")
    try #require(started == 0, "\(start.stderr)")
    let id = start.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "score", id, "X", "10", "9", "M", "10", "8").0 == 0)
    let text = await run("stats").1.stdout
    #expect(text.contains("X 1  10+X 3  hits 5  misses 1  golds 4"), "\(text)")
    let across = try object(await run("stats", "--json").1.stdout)
    #expect(across["xCount"] == .number(1) && across["tenPlusXCount"] == .number(3))
    #expect(across["hits"] == .number(5) && across["misses"] == .number(1))
    #expect(across["golds"] == .number(4))
    let one = try object(await run("stats", "--round", id, "--json").1.stdout)
    #expect(one["bestEnd"] == .object(["number": .number(1), "total": .number(29)]))
    #expect(one["worstEnd"] == .object(["number": .number(2), "total": .number(18)]))
    guard case .array(let splits)? = one["distances"], splits.count == 1 else {
      Issue.record("no distance splits: \(one)")
      return
    }
    #expect(one["hits"] == .number(5))
  }

  /// `backup`, `restore`, `export --out` and `plot --out` print the file and what it held.
  @Test func fileCommandsSayWhatTheyWrote() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (started, start) = await run("rounds", "start", "wa18")
    try #require(started == 0, "\(start.stderr)")
    let id = start.stdout.trimmingCharacters(in: .newlines)
    #expect(await run("rounds", "plot", id, "0", "0").0 == 0)

    let backup = try object(await run("backup", "--out", folder + "/b.json", "--json").1.stdout)
    #expect(backup["file"] == .string(folder + "/b.json"))
    guard case .number(let rows)? = backup["rows"], rows > 1 else {
      Issue.record("rows: \(backup)")
      return
    }
    let restoredOut = CapturedOutput()
    let restoredStatus = await QuiverCLI(defaultLocation: .file(folder + "/r.sqlite")).run(
      ["restore", folder + "/b.json", "--json"], output: restoredOut.output)
    #expect(restoredStatus == 0, "\(restoredOut.stderr)")
    #expect(try object(restoredOut.stdout)["rows"] == .number(rows))

    let export = try object(
      await run("export", "--format", "csv", "--out", folder + "/r.csv", "--json").1.stdout)
    #expect(export["rounds"] == .number(1) && export["arrows"] == .number(1), "\(export)")
    #expect(export["format"] == .string("csv"))

    let plot = try object(
      await run("plot", "round", id, "--out", folder + "/p.svg", "--json").1.stdout)
    #expect(plot["arrows"] == .number(1) && plot["round"] == .string(id), "\(plot)")
    let trend = try object(
      await run("plot", "trend", "--out", folder + "/t.svg", "--json").1.stdout)
    #expect(trend["rounds"] == .number(0), "a round still being shot is not on the trend: \(trend)")
  }

  /// Without `--out`, standard output is the export or the SVG itself: `--json` is refused
  /// (exit 64) before anything is written.
  @Test func jsonWithoutOutIsRefusedWhereTheFileIsTheOutput() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for arguments in [["export", "--format", "json"], ["plot", "trend"]] {
      let out = CapturedOutput()
      let status = await QuiverCLI(defaultLocation: .file(path)).run(
        arguments + ["--json"], output: out.output)
      #expect(status == 64, "\(arguments)")
      #expect(out.stdout.isEmpty, "\(arguments): \(out.stdout)")
      #expect(out.stderr.contains("--json describes the file --out writes"), "\(out.stderr)")
    }
  }
}
