import Commands
import CoreInterfaces
import Foundation
import Store
import Testing

@testable import CommandKit

/// A page broken in the middle of a store of 10,000 rounds, through the command line: opening
/// and writing no longer read every page, so a read or a write that touches the page must say so
/// in one line naming `quiver check` and change nothing, while one elsewhere works as ever.
@Suite("A broken page through the command line", .timeLimit(.minutes(2)))
struct DamagedPageCommandTests {
  let folder = NSTemporaryDirectory() + "quiver-page-\(UUID())"
  var path: String { folder + "/q.sqlite" }

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  /// 10,000 rounds of six arrows, then the middle one of the arrows' leaf pages scribbled over
  /// (with `lastEnds`, the ends' last leaf page instead, where the next end is written); with
  /// `startingOne`, a WA 18 m round is started first (taking arrows) and its ID returned.
  @discardableResult
  func damagedStore(startingOne: Bool = false, lastEnds: Bool = false) async throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let started = startingOne ? await run("rounds", "start", "wa18") : await run("archers", "list")
    #expect(started.status == 0)  // a new store (with one round to score)
    let id = started.out.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    var page = 0
    do {
      let db = try Connection(path: path)
      try db.execute(
        """
        BEGIN;
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
        INSERT INTO rounds (id, codename, status, created_at, updated_at)
          SELECT printf('%08x-0000-4000-8000-000000000000', i), 'wa18', 'cancelled',
            1600000000 + i * 3600, 1600000000 + i * 3600 FROM n;
        INSERT INTO ends (round_id, end_number) SELECT id, 1 FROM rounds;
        INSERT INTO ends (round_id, end_number) SELECT id, 2 FROM rounds;
        WITH k(i) AS (VALUES (0), (1), (2))
        INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss)
          SELECT e.round_id, e.end_number, k.i, 9, 0, 0 FROM ends e, k;
        COMMIT;
        PRAGMA wal_checkpoint(TRUNCATE);
        """)
      let leaves = try db.query(
        "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno",
        lastEnds ? "ends" : "arrows"
      ) { $0.int(0) }
      page = try #require(
        lastEnds ? leaves.last : leaves.count > 100 ? leaves[leaves.count / 2] : nil)
    }
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    var data = try #require(FileManager.default.contents(atPath: path))
    for offset in ((page - 1) * 4_096)..<(page * 4_096) { data[offset] = 0xA5 }
    try data.write(to: URL(fileURLWithPath: path))
    return id
  }

  func expectOneDamageLine(_ run: (status: Int32, out: CapturedOutput), _ what: String) {
    let lines = run.out.stderr.split(separator: "\n")
    #expect(run.status == 1, "\(what)")
    #expect(lines.count == 1, "\(what): \(run.out.stderr)")
    #expect(run.out.stderr.contains("\(path) is damaged"), "\(what): \(run.out.stderr)")
    #expect(run.out.stderr.contains("left untouched"), "\(what): \(run.out.stderr)")
    // Quiver's words for every path, never SQLite's integrity_check text.
    for raw in ["***", "tree page", "btree", "error code", "malformed"] {
      #expect(!run.out.stderr.contains(raw), "\(what): \(run.out.stderr)")
    }
  }

  /// A round of the 10,000 whose arrows are on the broken page (read one round at a time).
  func roundOnTheBrokenPage() throws -> String {
    let db = try Connection(path: path)
    let ids = try db.query("SELECT id FROM rounds ORDER BY id") { $0.string(0) }
    let broken = ids.first { id in
      (try? db.query(
        "SELECT sum(points) FROM arrows WHERE round_id = ?",
        id
      ) { $0.int(0) }) == nil
    }
    return try #require(broken)
  }

  /// Until issue 28 every write read every page first, so `rounds start` here was refused too;
  /// now a write is refused when it touches the broken page, and one elsewhere is kept.
  @Test func aReadOrWriteThatTouchesItSaysItInOneLineAndChangesNothing() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try await damagedStore()
    let damaged = try roundOnTheBrokenPage()
    let before = FileManager.default.contents(atPath: path)
    let export = await run("export", "--format", "json", "--out", folder + "/rounds.json")
    expectOneDamageLine(export, "export")
    #expect(export.out.stderr.contains("'quiver check'"), "\(export.out.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/rounds.json"))
    expectOneDamageLine(await run("rounds", "show", damaged), "rounds show")
    // Deleting the round reads its arrows (the cascade), the first archer takes over every
    // round and rebuilds its summary: both touch the page, so both are refused.
    expectOneDamageLine(await run("rounds", "delete", damaged, "--yes"), "rounds delete")
    expectOneDamageLine(await run("archers", "add", "Sam"), "archers add")
    let check = await run("check")
    expectOneDamageLine(check, "check")
    // The command every damage line points to says what it found, never to run itself.
    #expect(check.out.stderr.contains("1 broken place, in the arrows table"), "\(check.out.stderr)")
    #expect(!check.out.stderr.contains("'quiver check'"), "\(check.out.stderr)")
    #expect(FileManager.default.contents(atPath: path) == before)
    // A write whose pages are whole is kept: the damage stays where it was, for `check`.
    let started = await run("rounds", "start", "wa18")
    #expect(started.status == 0, "\(started.out.stderr)")
    expectOneDamageLine(await run("rounds", "show", damaged), "rounds show after a write")
    expectOneDamageLine(await run("check"), "check after a write")
  }

  /// The app reads no more than its screens show before the first one (it used to read every
  /// page first): on a damaged store it opens, and the pages it reads are whole.
  @Test func theAppOpensWithoutReadingEveryPage() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try await damagedStore()
    let app = CapturedOutput()
    let keys = Locked(["r", "q"])
    let status = await QuiverCLI(defaultLocation: .file(path)).run(["app"], output: app.output) {
      keys.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
    #expect(status == 0, "\(app.stderr)")
    #expect(app.stdout.contains("Home"), "\(app.stdout)")
    #expect(app.stdout.contains("Rounds"), "\(app.stdout)")
    expectOneDamageLine(await run("check"), "check after the app")
  }

  /// A damaged store is not a busy one: a line of arrows is refused at once, in one line, with
  /// no advice to run the command again (it used to wait a minute, saying the store was busy).
  /// The broken page is the ends' last one, where the save writes the round's first end.
  @Test func aLineOfArrowsIsRefusedAtOnceNotWaitedFor() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try await damagedStore(startingOne: true, lastEnds: true)
    let before = FileManager.default.contents(atPath: path)
    let score = await run("rounds", "score", id, "10")
    // `rounds score` reads the round by its last end, so the broken page is met loading it,
    // before the line is tried: the same one line, with nothing saved.
    expectOneDamageLine(score, "rounds score")
    #expect(!score.out.stderr.contains("busy"), "\(score.out.stderr)")
    #expect(!score.out.stderr.contains("run the command again"), "\(score.out.stderr)")
    #expect(FileManager.default.contents(atPath: path) == before)
  }
}
