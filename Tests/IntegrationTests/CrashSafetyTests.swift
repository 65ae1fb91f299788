import CoreInterfaces
import Foundation
import Store
import Testing

/// A child `quiver-bench stress-arrows` (the benchmark executable: a test subject stays out of
/// the product's command table) saves arrows one transaction at a time and is killed with
/// SIGKILL at random moments; after every kill, every arrow whose save returned must be in the
/// database exactly once, with its value, and SQLite's integrity check must pass.
@Suite("Crash safety", .timeLimit(.minutes(3)))
struct CrashSafetyTests {
  struct Saved: Hashable {
    var round: String
    var end: Int
    var index: Int
    var points: Int
  }

  @Test func everyAcknowledgedArrowSurvivesSIGKILL() async throws {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-crash-\(UUID())")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent("crash.sqlite")
    var generator = SystemRandomNumberGenerator()
    var acknowledged = Set<Saved>()
    var killsWithSavesInFlight = 0
    for kill in 0..<50 {
      // Odd kills land anywhere from start-up on (opening, migrating, saving); even kills wait
      // for the first acknowledged save, so at least half land while arrows are being written.
      let waitForSaving = kill % 2 == 0
      let delay =
        waitForSaving
        ? Int.random(in: 0...40, using: &generator) : Int.random(in: 5...200, using: &generator)
      let lines = try QuiverBinary.runAndKill(
        ["stress-arrows", path], executable: QuiverBinary.benchmarkPath, afterMilliseconds: delay,
        waitForOutput: waitForSaving)
      let saved = lines.compactMap(Self.parse)
      if !saved.isEmpty { killsWithSavesInFlight += 1 }
      acknowledged.formUnion(saved)

      let database = try Database(.file(path))
      let state = try await database.read { db in
        (
          integrity: try db.query("PRAGMA integrity_check") { $0.string(0) },
          arrows: try db.query(
            """
            SELECT round_id, end_number, arrow_index, points FROM arrows
            """
          ) { Saved(round: $0.string(0), end: $0.int(1), index: $0.int(2), points: $0.int(3)) }
        )
      }
      try #require(state.integrity == ["ok"], "kill \(kill): integrity \(state.integrity)")
      let stored = Set(state.arrows)
      try #require(stored.count == state.arrows.count, "kill \(kill): an arrow is duplicated")
      let missing = acknowledged.subtracting(stored)
      try #require(
        missing.isEmpty, "kill \(kill) after \(delay) ms lost \(missing.count) acknowledged arrows")
    }
    #expect(acknowledged.count > 50, "the child made progress between kills")
    #expect(killsWithSavesInFlight > 25, "most kills landed while arrows were being saved")
  }

  static func parse(_ line: Substring) -> Saved? {
    let parts = line.split(separator: " ")
    guard parts.count == 5, parts[0] == "saved", let end = Int(parts[2]), let index = Int(parts[3]),
      let points = Int(parts[4])
    else { return nil }
    return Saved(round: String(parts[1]), end: end, index: index, points: points)
  }
}
