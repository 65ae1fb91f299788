import Foundation
import Store
import Testing

/// Issue 16 through the built executable: a row another tool left out of range (a CHECK broken
/// with `ignore_check_constraints`, a position of NaN or 1e999) never makes the whole database
/// unreadable. Each command exits 0, or 1 with one line naming the damaged row; no `inf` or
/// `nan` reaches an output.
@Suite("Damaged rows are named, never the whole database", .timeLimit(.minutes(3)))
struct StoredDamageTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-damage-\(UUID())")
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", file("q.sqlite")] + arguments)
  }

  /// A Bray I with an arrow of 99 points, and a WA 18 m with an arrow at (NaN, +∞) and one
  /// beyond 10 m, planted as another tool would.
  func plantDamage() throws -> (bray: String, wa18: String) {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let bray = try quiver("rounds", "start", "bray_i").stdout.trimmingCharacters(in: .newlines)
    _ = try QuiverBinary.run(
      ["--db", file("q.sqlite"), "rounds", "score", bray] + ["X", "10", "9", "8", "M", "7"])
    let wa18 = try quiver("rounds", "start", "wa18").stdout.trimmingCharacters(in: .newlines)
    for (x, y) in [(1, 2), (15, -8), (-31, 20)] {
      _ = try quiver("rounds", "plot", wa18, "\(x)", "\(y)")
    }
    let other = try Connection(path: file("q.sqlite"))
    try other.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE arrows SET points = 99 WHERE arrow_index = 1
        AND round_id = '\(bray)' AND end_number = 2;
      UPDATE arrows SET x = 'NaN', y = 1e999 WHERE arrow_index = 0
        AND round_id = '\(wa18)' AND end_number = 1;
      UPDATE arrows SET x = 20, y = -1e999 WHERE arrow_index = 1
        AND round_id = '\(wa18)' AND end_number = 1;
      """)
    return (bray, wa18)
  }

  /// Exit 0, or exit 1 with one line naming a damaged arrow; never the file refused as a whole,
  /// and no infinity or NaN printed.
  func expectRead(_ output: QuiverBinary.Output, _ what: String) {
    if output.status != 0 {
      #expect(output.status == 1, "\(what): status \(output.status)")
      let lines = output.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(what): one line, got: \(output.stderr)")
      #expect(output.stderr.contains("damaged arrow"), "\(what): names the row: \(output.stderr)")
    }
    #expect(!output.stderr.contains("left untouched"), "\(what): whole file refused")
    #expect(!output.stderr.contains("EncodingError"), "\(what): \(output.stderr)")
    expectFinite(output.stdout, what)
  }

  func expectFinite(_ text: String, _ what: String) {
    for word in ["inf mm", "nan", "=inf", "-inf", "\"inf", ",inf", "Infinity"] {
      #expect(!text.lowercased().contains(word.lowercased()), "\(what): \(word) in \(text)")
    }
  }

  @Test func everyCommandReadsAroundTheDamagedRows() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (bray, wa18) = try plantDamage()
    expectRead(try quiver("rounds", "list"), "rounds list")
    expectRead(try quiver("settings"), "settings")
    expectRead(try quiver("stats"), "stats")
    expectRead(try quiver("stats", "--round", wa18), "stats --round (positions)")
    expectRead(try quiver("stats", "--round", bray), "stats --round (points)")
    for format in ["json", "csv"] {
      // The readable rounds are written; the one left out is named and the export fails.
      let export = try quiver("export", "--format", format)
      #expect(export.status == 1, "export \(format): \(export.stderr)")
      let named = export.stderr.split(separator: "\n").filter { $0.contains("Not exported:") }
      #expect(named.count == 1, "export \(format): \(export.stderr)")
      #expect(named.allSatisfy { $0.contains("damaged arrow") }, "export \(format)")
      expectFinite(export.stdout, "export \(format)")
    }
    let plot = try quiver("plot", "round", wa18, "--out", file("face.svg"))
    expectRead(plot, "plot round")
    #expect(plot.status == 0, "the round with bad positions still plots: \(plot.stderr)")
    expectFinite(
      String(
        decoding: FileManager.default.contents(atPath: file("face.svg")) ?? Data(), as: UTF8.self),
      "face.svg")
    let stats = try quiver("stats", "--round", wa18)
    #expect(stats.status == 0, "stderr: \(stats.stderr)")
  }

  /// Issue 18: a round whose row cannot be read is named on stderr, not dropped in silence, and
  /// every other round is still listed (the JSON on stdout stays an array).
  @Test func roundsListNamesARoundItCannotRead() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let good = try quiver("rounds", "start", "bray_i").stdout.trimmingCharacters(in: .newlines)
    let bad = try quiver("rounds", "start", "wa18").stdout.trimmingCharacters(in: .newlines)
    try Connection(path: file("q.sqlite")).execute(
      "PRAGMA ignore_check_constraints = ON; UPDATE rounds SET status = 'sideways' WHERE id = '\(bad)'"
    )
    for arguments in [["rounds", "list"], ["rounds", "list", "--json"]] {
      let listed = try QuiverBinary.run(["--db", file("q.sqlite")] + arguments)
      #expect(listed.status == 0, "\(arguments): \(listed.stderr)")
      let shown = listed.stdout.lowercased()
      #expect(shown.contains(good.prefix(8).lowercased()), "\(arguments): the readable round")
      #expect(!shown.contains(bad.prefix(8).lowercased()), "\(arguments)")
      #expect(
        listed.stderr.lowercased().contains("damaged round \(bad.lowercased())"),
        "\(arguments): \(listed.stderr)")
    }
  }
}
