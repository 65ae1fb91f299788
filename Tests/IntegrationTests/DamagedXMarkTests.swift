import Foundation
import Store
import Testing

/// Verification A and B: an X mark on a value that is not its face's X is a damaged arrow by the
/// one rule (`ArrowDamage`): `check` names it and `--repair` cannot bless it, `rounds show` says
/// the X mark is the problem, and `stats --round` counts a damaged 11 as the card does, a miss.
@Suite("A damaged X mark or 11 reads as a miss everywhere", .timeLimit(.minutes(3)))
struct DamagedXMarkTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-damaged-x-\(UUID())")
  var db: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", db] + arguments)
  }

  /// A round of `codename` with one end of `arrows`, then `set` on its second arrow.
  func plant(_ codename: String, _ arrows: [String], set: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try quiver("archers", "add", "Robin")
    let round = try quiver("rounds", "start", codename).stdout.trimmingCharacters(in: .newlines)
    _ = try QuiverBinary.run(["--db", db, "rounds", "score", round] + arrows)
    try Connection(path: db).execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE arrows SET \(set) WHERE arrow_index = 1
        AND round_id = '\(round)' AND end_number = 1;
      """)
    return round
  }

  @Test func anXMarkedSevenOnAYorkIsNamedAndRepairCannotBlessIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try plant("york", ["9", "7", "5"], set: "is_x = 1")
    _ = try quiver("check", "--repair")
    let check = try quiver("check")
    #expect(check.status == 1, "\(check.stdout)")
    #expect(
      check.stdout.contains("round \(round): end 1, arrow 2 holds 7 marked X"), "\(check.stdout)")
    let show = try quiver("rounds", "show", round)
    #expect(
      show.stdout.contains("Damaged arrow: end 1, arrow 2 holds 7 marked X"), "\(show.stdout)")
    #expect(!show.stdout.contains("which no ring of its face scores"), "\(show.stdout)")
    let list = try quiver("rounds", "list")
    #expect(list.stdout.contains(" 14 "), "the summary counts it as a miss: \(list.stdout)")
  }

  @Test func statsOfTheRoundCountsADamagedElevenAsTheCardDoes() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try plant("wa18", ["9", "9", "9"], set: "points = 11")
    _ = try quiver("check", "--repair")
    let stats = try quiver("stats", "--round", round)
    #expect(stats.stdout.contains("Total 18 from 3 arrows"), "\(stats.stdout)")
    #expect(stats.stdout.contains("misses 1"), "\(stats.stdout)")
  }

  @Test func undoNamesTheDamagedValueItRemovedAndCheckCountsOneRoundInTheSingular() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try plant("wa18", ["9", "9"], set: "points = 11")
    _ = try quiver("check", "--repair")
    let undo = try quiver("rounds", "undo", round)
    #expect(undo.stdout.contains("removed end 1 arrow 2: 11 (damaged)"), "\(undo.stdout)")
    let check = try quiver("check")
    #expect(check.stdout == "The 1 round summary matches its arrows.\n", "\(check.stdout)")
  }
}
