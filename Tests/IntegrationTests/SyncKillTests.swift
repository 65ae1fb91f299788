import CoreInterfaces
import Foundation
import Store
import Testing

/// `quiver sync` killed with SIGKILL at random moments, applying a changeset of 400 rounds into
/// another store and sending one: after every kill the store is as it was before the file or
/// as it is after it (never half), and once a sync completes both stores hold the same rounds
/// and arrows, each once.
@Suite("Sync under SIGKILL", .timeLimit(.minutes(3)))
struct SyncKillTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-sync-kill-\(UUID())")
  func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  /// Rounds, arrows, the arrows' points summed and the summaries of `store`, and its integrity.
  func state(_ store: String) async throws -> (counts: [Int], integrity: [String], applied: Int) {
    let database = try Database(.file(store))
    return try await database.read { db in
      let counts =
        try db.query(
          """
          SELECT (SELECT count(*) FROM rounds), (SELECT count(*) FROM arrows),
            (SELECT coalesce(sum(points), 0) FROM arrows), (SELECT count(*) FROM round_summaries),
            (SELECT count(*) FROM equipment_items)
          """
        ) { row in [row.int(0), row.int(1), row.int(2), row.int(3), row.int(4)] }.first ?? []
      let applied = try db.query("SELECT coalesce(max(seq), 0) FROM sync_applied") { $0.int(0) }
      return (
        counts, try db.query("PRAGMA integrity_check") { $0.string(0) }, applied.first ?? 0
      )
    }
  }

  @Test func aKilledSyncLeavesEachFileWholeOrAbsent() async throws {
    try FileManager.default.createDirectory(
      atPath: file("shared"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let export = Process()
    export.executableURL = URL(fileURLWithPath: QuiverBinary.benchmarkPath)
    export.arguments = ["lifetime-export", file("rounds.json"), "400"]
    try export.run()
    export.waitUntilExit()
    #expect(
      try QuiverBinary.run(["--db", file("source.sqlite"), "import", file("rounds.json")]).status
        == 0)
    #expect(
      try QuiverBinary.run(["--db", file("source.sqlite"), "sync", file("shared")]).status == 0)
    let source = try await state(file("source.sqlite"))
    #expect(source.counts[1] == 400 * 60)

    var generator = SystemRandomNumberGenerator()
    var killedHalfWay = 0
    for kill in 0..<12 {
      let delay = Int.random(in: 20...400, using: &generator)
      _ = try QuiverBinary.runAndKill(
        ["--db", file("target.sqlite"), "sync", file("shared")], afterMilliseconds: delay,
        waitForOutput: false)
      guard FileManager.default.fileExists(atPath: file("target.sqlite")) else { continue }
      let target = try await state(file("target.sqlite"))
      try #require(target.integrity == ["ok"], "kill \(kill): \(target.integrity)")
      if target.applied == 1 {
        try #require(target.counts == source.counts, "kill \(kill) after \(delay) ms: half a file")
        break
      }
      try #require(
        target.counts.allSatisfy { $0 == 0 }, "kill \(kill) after \(delay) ms: \(target.counts)")
      killedHalfWay += 1
    }
    // Sending, killed: the next sync sends the rest once.
    for kill in 0..<6 {
      let added = try QuiverBinary.run(
        ["--db", file("source.sqlite"), "equipment", "add", "limbs", "--name", "Limbs \(kill)"])
      #expect(added.status == 0, "\(added.stderr)")
      _ = try QuiverBinary.runAndKill(
        ["--db", file("source.sqlite"), "sync", file("shared")],
        afterMilliseconds: Int.random(in: 5...80, using: &generator), waitForOutput: false)
    }
    #expect(
      try QuiverBinary.run(["--db", file("source.sqlite"), "sync", file("shared")]).status == 0)
    let finished = try QuiverBinary.run(["--db", file("target.sqlite"), "sync", file("shared")])
    #expect(finished.status == 0, "\(finished.stderr)")
    let ended = try await state(file("source.sqlite"))
    #expect(ended.counts[4] == 6, "every item added between the kills")
    #expect(try await state(file("target.sqlite")).counts == ended.counts)
    #expect(killedHalfWay >= 1, "at least one kill landed before the file was in")
  }
}
