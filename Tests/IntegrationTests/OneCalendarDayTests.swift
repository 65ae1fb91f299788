import Foundation
import Testing

/// One calendar day everywhere, through the executable: a paper round's typed date is the day
/// the list, the personal bests, the seasons and `--since`/`--until` show, in any time zone.
@Suite("One calendar day", .timeLimit(.minutes(3)))
struct OneCalendarDayTests {
  @Test(arguments: ["Pacific/Auckland", "Etc/GMT+12", "UTC"])
  func aTypedDateIsThatDateInEveryView(zone: String) throws {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-day-\(UUID()).sqlite")
    defer { try? FileManager.default.removeItem(atPath: path) }
    func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
      try QuiverBinary.run(["--db", path] + arguments, environment: ["TZ": zone])
    }
    #expect(try quiver("archers", "add", "R").status == 0)
    let added = try quiver("rounds", "add", "wa18", "--date", "2026-02-01", "--score", "500")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try quiver("rounds", "list").stdout.contains("2026-02-01"), "\(zone)")
    let pbs = try quiver("stats", "pbs").stdout
    #expect(pbs.contains("2026-02-01"), "\(zone): \(pbs)")
    let seasons = try quiver("stats", "seasons").stdout
    #expect(seasons.contains("2026-02") && !seasons.contains("2026-01"), "\(zone): \(seasons)")
    let since = try quiver("stats", "--since", "2026-02-01").stdout
    #expect(since.contains("500"), "\(zone): \(since)")
    let until = try quiver("stats", "--until", "2026-01-31").stdout
    #expect(until.contains("No rounds match"), "\(zone): \(until)")
    let onTheDay = try quiver("stats", "--since", "2026-02-01", "--until", "2026-02-01").stdout
    #expect(onTheDay.contains("500"), "\(zone): \(onTheDay)")
    let csv = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-day-\(UUID()).csv")
    defer { try? FileManager.default.removeItem(atPath: csv) }
    #expect(try quiver("export", "--format", "csv", "--out", csv).status == 0)
    let rows = try String(contentsOfFile: csv, encoding: .utf8)
    #expect(rows.contains("\n2026-02-01T12:00:00"), "\(zone): \(rows)")
  }

  /// Paper rounds of one day go in the order they were entered: one is the first, the others
  /// are judged against the best before them, and an equal score says so.
  @Test func paperRoundsOfOneDayHaveOneFirst() throws {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-day-\(UUID()).sqlite")
    defer { try? FileManager.default.removeItem(atPath: path) }
    func add(_ score: Int) throws -> String {
      try QuiverBinary.run([
        "--db", path, "rounds", "add", "wa18", "--date", "2026-02-01", "--score", "\(score)",
      ]).stdout
    }
    #expect(try QuiverBinary.run(["--db", path, "archers", "add", "R"]).status == 0)
    #expect(try add(500).contains("Personal best: the first WA 18"))
    #expect(try add(550).contains("Personal best by 50 (previous best 500)."))
    #expect(try add(520).contains("Not a personal best (best 550)."))
    #expect(try add(550).contains("Equals your best (550)."))
  }
}
