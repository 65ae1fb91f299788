import Foundation
import Store
import Testing

/// Stranger finding 4: a round holding a damaged arrow (points no ring of its face scores,
/// written by another program) is no dead end. `check` names the arrow, `rounds show` marks it,
/// `export` writes it and says so (exit 1), `rounds edit` corrects it and `rounds delete` removes
/// such a round.
@Suite("A damaged arrow is named and can be corrected", .timeLimit(.minutes(3)))
struct DamagedArrowWayOutTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-damaged-arrow-\(UUID())")
  var db: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", db] + arguments)
  }

  /// A WA 18 m with end 1 "10 9 8" whose second arrow is then stored as 11 (the summary rebuilt,
  /// as a restore with --keep-damaged leaves it).
  func plant() throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try quiver("archers", "add", "Robin")
    let round = try quiver("rounds", "start", "wa18").stdout.trimmingCharacters(in: .newlines)
    _ = try quiver("rounds", "score", round, "10", "9", "8")
    try Connection(path: db).execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE arrows SET points = 11 WHERE arrow_index = 1
        AND round_id = '\(round)' AND end_number = 1;
      """)
    _ = try quiver("check", "--repair")
    return round
  }

  @Test func checkShowExportNameItAndEditCorrectsIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try plant()
    let check = try quiver("check")
    #expect(check.status == 1, "\(check.stdout)")
    #expect(check.stdout.contains("round \(round): end 1, arrow 2 holds 11"), "\(check.stdout)")
    let stats = try quiver("stats")
    #expect(stats.stderr.contains("'quiver check' names it"), "\(stats.stderr)")
    let show = try quiver("rounds", "show", round)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.contains("Damaged arrow: end 1, arrow 2 holds 11"), "\(show.stdout)")
    let json = try quiver("rounds", "show", round, "--json")
    #expect(json.status == 0 && json.stdout.contains("\"damagedPoints\" : 11"), "\(json.stdout)")
    let export = try quiver("export", "--format", "json")
    #expect(export.status == 1, "\(export.stderr)")
    #expect(export.stderr.contains("Exported as it is: round \(round): end 1, arrow 2 holds 11"))
    let edit = try quiver("rounds", "edit", round, "1", "2", "9")
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(edit.stdout.hasPrefix("end 1 arrow 2: 11 (damaged) → 9;"), "\(edit.stdout)")
    #expect(try quiver("check").status == 0)
    #expect(!(try quiver("rounds", "show", round).stdout.contains("Damaged")))
  }

  @Test func aRoundWithADamagedArrowCanBeDeleted() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try plant()
    let delete = try quiver("rounds", "delete", round, "--yes")
    #expect(delete.status == 0, "\(delete.stderr)")
    #expect(try quiver("check").status == 0)
  }

  /// The app's Round screen and its scoring screen open such a round, and `e` corrects it.
  @Test func theAppOpensAndCorrectsIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try plant()
    let run = try QuiverBinary.run(
      ["app", "--db", db], input: ["r", "1", "e", "e 1 2 9", "q"].joined(separator: "\n") + "\n")
    #expect(!run.stdout.contains("Could not load the round"), "\(run.stdout)")
    #expect(run.stdout.contains("End 1 arrow 2 is now 9"), "\(run.stdout)")
  }
}
