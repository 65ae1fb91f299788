import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// What `quiver check` finds beyond the summaries (stranger 28b #8, #10, #14): a broken page of a
/// derived table is made again by `--repair`, an index that no longer holds what its table holds
/// is named and rebuilt, and a round row every read names as damaged is named by check too,
/// with `--repair` offered only for what it mends.
@Suite("quiver check's findings beyond the summaries", .timeLimit(.minutes(1)))
struct CheckFindingsTests {
  let path = NSTemporaryDirectory() + "quiver-check-\(UUID()).sqlite"

  func run(_ arguments: String...) async -> (status: Int32, out: CapturedOutput) {
    let out = CapturedOutput()
    return (await QuiverCLI(defaultLocation: .file(path)).run(arguments, output: out.output), out)
  }

  /// Three Portsmouths of 60 nines, their IDs; the file checkpointed, so its pages are whole.
  func store() async throws -> [String] {
    var ids: [String] = []
    for _ in 0..<3 {
      let id = await run("rounds", "start", "portsmouth").out.stdout
        .trimmingCharacters(in: .newlines).lowercased()
      let score = ["rounds", "score", id] + Array(repeating: "9", count: 60)
      let out = CapturedOutput()
      #expect(await QuiverCLI(defaultLocation: .file(path)).run(score, output: out.output) == 0)
      ids.append(id)
    }
    try Connection(path: path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return ids
  }

  @Test func aBrokenPageOfTheDerivedRoundCountIsMadeAgain() async throws {
    _ = try await store()
    let page = try #require(
      try Connection(path: path).query(
        "SELECT rootpage FROM sqlite_master WHERE name = 'round_summary_counts'"
      ) { $0.int(0) }.first)
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    var data = try #require(FileManager.default.contents(atPath: path))
    for offset in ((page - 1) * 4_096)..<(page * 4_096) { data[offset] = 0xA5 }
    try data.write(to: URL(fileURLWithPath: path))

    let found = await run("check")
    #expect(found.status == 1)
    #expect(found.out.stdout.contains("round_summary_counts"), "\(found.out.stdout)")
    #expect(found.out.stdout.contains("'quiver check --repair' makes it again"))
    let repaired = await run("check", "--repair")
    #expect(repaired.status == 0, "\(repaired.out.stdout)\(repaired.out.stderr)")
    #expect(repaired.out.stdout.contains("Repaired: round_summary_counts"))
    #expect(await run("check").status == 0)
    let counts = try Connection(path: path).query("SELECT rounds FROM round_summary_counts") {
      $0.int(0)
    }
    #expect(counts == [3])
    #expect(await run("rounds", "start", "wa18").status == 0)  // a round write works again
  }

  @Test func anIndexThatDiffersFromItsTableIsNamedAndRebuilt() async throws {
    let ids = try await store()
    // The index is hidden from SQLite while a row changes, then shown again: it still holds
    // the old entry, its pages whole (quick_check passes), as a flipped bit in it can leave it.
    let schema = try #require(
      try Connection(path: path).query(
        "SELECT rootpage, sql FROM sqlite_master WHERE name = 'round_summaries_by_date'"
      ) { ($0.int(0), $0.string(1)) }.first)
    try Connection(path: path).execute(
      """
      PRAGMA writable_schema = ON;
      DELETE FROM sqlite_master WHERE name = 'round_summaries_by_date';
      """)
    try Connection(path: path).execute(
      "UPDATE round_summaries SET total = total + 1 WHERE round_id = '\(ids[0])'")
    let restore = try Connection(path: path)
    try restore.execute("PRAGMA writable_schema = ON")
    _ = try restore.run(
      "INSERT INTO sqlite_master VALUES ('index', 'round_summaries_by_date', 'round_summaries', ?, ?)",
      schema.0, schema.1)

    let found = await run("check")
    #expect(found.status == 1)
    #expect(found.out.stdout.contains("index round_summaries_by_date does not hold"))
    #expect(await run("check", "--repair").status == 0)
    let again = await run("check")
    #expect(again.status == 0, "\(again.out.stdout)")
  }

  /// Beside another tool's values (dates far past 9999, which overflow any sum of them) a
  /// sound index is never named, and a stale partial one is.
  @Test func aPartialIndexIsComparedBesideHostileValues() async throws {
    let ids = try await store()
    try Connection(path: path).execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE round_summaries SET date = 1e300 WHERE round_id IN ('\(ids[0])', '\(ids[1])');
      """)
    let sound = await run("check")
    #expect(sound.status == 1)  // the dates are named as summary differences
    #expect(!sound.out.stdout.contains("index "), "\(sound.out.stdout)")
    let schema = try #require(
      try Connection(path: path).query(
        "SELECT rootpage, sql FROM sqlite_master WHERE name = 'round_summaries_damaged'"
      ) { ($0.int(0), $0.string(1)) }.first)
    try Connection(path: path).execute(
      "PRAGMA writable_schema = ON; DELETE FROM sqlite_master WHERE name = 'round_summaries_damaged'"
    )
    try Connection(path: path).execute(
      "UPDATE round_summaries SET damaged_arrows = 1 WHERE round_id = '\(ids[2])'")
    let restore = try Connection(path: path)
    try restore.execute("PRAGMA writable_schema = ON")
    _ = try restore.run(
      "INSERT INTO sqlite_master VALUES ('index', 'round_summaries_damaged', 'round_summaries', ?, ?)",
      schema.0, schema.1)
    let stale = await run("check")
    #expect(stale.out.stdout.contains("index round_summaries_damaged does not hold"))
  }

  @Test func aDamagedRoundRowIsNamedAfterARepairWithNoRepairOffered() async throws {
    let ids = try await store()
    try Connection(path: path).execute(
      """
      UPDATE rounds SET codename = 'no_such_round', definition = NULL WHERE id = '\(ids[0])';
      UPDATE rounds SET created_at = 1e300 WHERE id = '\(ids[1])';
      """)
    #expect(await run("check", "--repair").status == 1)
    let after = await run("check")
    #expect(after.status == 1)
    // Both rounds `stats` names as not counted, and no advice to repair what it cannot.
    #expect(after.out.stdout.contains(ids[0]), "\(after.out.stdout)")
    #expect(after.out.stdout.contains(ids[1]), "\(after.out.stdout)")
    #expect(!after.out.stdout.contains("'quiver check --repair'"), "\(after.out.stdout)")
    let stats = await run("stats")
    #expect(stats.out.stderr.contains(ids[0]) && stats.out.stderr.contains(ids[1]))
  }
}
