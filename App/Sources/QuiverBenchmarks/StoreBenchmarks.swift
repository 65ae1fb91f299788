import Analytics
import AnalyticsLive
import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store

/// `store_arrow_save_per_s` (one transaction per arrow, as live scoring saves them, on a file
/// with synchronous=FULL), `store_arrow_save_memory_us` (the same saves on an in-memory store: no
/// fsync, so the save's own work, the summary's step included), `store_import_arrows_per_s`
/// (a round's arrows per transaction), `summary_check_differences_after_saves` (what
/// `quiver check` finds on the summaries those saves and imports kept: 0), `analytics_query_ms` (per-round totals over 10,000 rounds / 720,000 arrows) and
/// `analytics_vs_sqlite3_ratio` (the same SQL run by the `sqlite3` shell in the same run), and
/// what observing costs (``observation(_:path:)``).
enum StoreBenchmarks {
  static func run() async throws {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-bench-\(UUID())")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent("bench.sqlite")
    let database = try Database(.file(path))
    let rounds = RoundDAO(database)
    guard let definition = RoundCatalogue.round("wa720_70"), let total = definition.totalArrows
    else { return }
    let clock = ContinuousClock()

    let saves = 360  // five rounds of 72
    let saving = try await save(saves, of: definition, in: rounds)
    report("store_arrow_save_per_s", Double(saves) / seconds(saving), decimals: 0)
    let inMemory = try await save(saves, of: definition, in: RoundDAO(try Database(.inMemory)))
    report("store_arrow_save_memory_us", seconds(inMemory) * 1e6 / Double(saves))
    try await observation(database, path: path)

    report("store_import_arrows_per_s", try await importRate(rounds, definition), decimals: 0)
    let saved = try await database.read { try SummaryCheck.differences($0).count }
    report("summary_check_differences_after_saves", Double(saved), decimals: 0)

    try await fill(database, toRounds: 10_000, arrowsPerRound: total)
    let analytics = AnalyticsDAO(database)
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<5 {
      let elapsed = try await clock.measure { checksum = try await analytics.roundTotals().count }
      best = min(best, seconds(elapsed) * 1_000)
    }
    precondition(checksum == 10_000, "expected 10,000 rounds with arrows, got \(checksum)")
    report("analytics_query_ms", best)
    if let shell = sqlite3Milliseconds(path: path, sql: AnalyticsDAO.totalsSQL) {
      report("analytics_sqlite3_ms", shell)
      report("analytics_vs_sqlite3_ratio", best / shell, decimals: 2)
    } else {
      FileHandle.standardError.write(
        Data("bench: no sqlite3 shell; apt-get install sqlite3\n".utf8))
    }
    try await AnalyticsBenchmarks.overStore(database)
  }

  /// Saves `saves` arrows one transaction each, as live scoring does, into rounds of
  /// `definition` started first; the time the saves took.
  /// Arrows a second, a round's arrows per transaction: 200 rounds of `definition` imported
  /// into `rounds` (the rate `sync_apply_arrows_per_s` is held to, LifetimeSync).
  static func importRate(_ rounds: RoundDAO, _ definition: RoundDefinition) async throws -> Double {
    let importedRounds = 200
    guard let total = definition.totalArrows else { return 0 }
    var ids: [RoundID] = []
    for _ in 0..<importedRounds { ids.append(try await rounds.start(definition, setup: nil).id) }
    let batch = (0..<total).map { arrow($0, perEnd: definition.arrowsPerEnd) }
    let importing = try await ContinuousClock().measure {
      for id in ids { try await rounds.importArrows(id, batch) }
    }
    return Double(importedRounds * batch.count) / seconds(importing)
  }

  static func save(_ saves: Int, of definition: RoundDefinition, in rounds: RoundDAO)
    async throws -> Duration
  {
    let total = definition.totalArrows ?? 72
    var live: [RoundID] = []
    for _ in 0..<(saves / total) {
      live.append(try await rounds.start(definition, setup: nil).id)
    }
    return try await ContinuousClock().measure {
      for place in 0..<saves {
        let round = live[place / total]
        let index = place % total
        let seen = (index - index % definition.arrowsPerEnd..<index).map {
          arrow($0, perEnd: definition.arrowsPerEnd).entry
        }
        try await rounds.saveArrow(
          round, arrow(index, perEnd: definition.arrowsPerEnd), expecting: seen)
      }
    }
  }

  /// What an observation costs. `store_elsewhere_seen_ms`: from another connection starting a
  /// commit to a query observed on the same file emitting it (mean of 20; the commit's fsync
  /// included). `store_idle_cpu_us_per_s`: this process's CPU time over one idle second, without
  /// (`_unobserved`) and with that observation open. `store_commit_per_s`: commits of one setting
  /// per second, likewise (each commit of this connection wakes the file watch once).
  private static func observation(_ database: Database, path: String) async throws {
    let upsert =
      "INSERT INTO settings (key, value) VALUES ('bench', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
    report("store_idle_cpu_us_per_s_unobserved", try await idleCPU(), decimals: 0)
    report("store_commit_per_s_unobserved", try await commitsPerSecond(database, upsert))

    let flow = database.observe { db in
      try db.scalar("SELECT value FROM settings WHERE key = 'bench'")
    }
    var values = flow.makeAsyncIterator()
    _ = try await values.next()
    let other = try Database(.file(path))
    let clock = ContinuousClock()
    var waited = Duration.zero
    let rounds = 20
    for index in 0..<rounds {
      let started = clock.now
      try await other.write { db in _ = try db.run(upsert, "seen \(index)") }
      while let value = try await values.next(), value != .text("seen \(index)") {}
      waited += clock.now - started
    }
    report("store_elsewhere_seen_ms", seconds(waited) * 1_000 / Double(rounds), decimals: 2)
    report("store_idle_cpu_us_per_s_observed", try await idleCPU(), decimals: 0)
    report("store_commit_per_s_observed", try await commitsPerSecond(database, upsert))
    withExtendedLifetime(values) {}
  }

  /// This process's CPU time, in microseconds, over one second of doing nothing.
  private static func idleCPU() async throws -> Double {
    let before = cpuMicroseconds()
    // Not a wait for work: the measured second of idleness itself.
    try await Task.sleep(for: .seconds(1))
    return cpuMicroseconds() - before
  }

  /// Commits per second of a one-row upsert, 200 of them.
  private static func commitsPerSecond(_ database: Database, _ upsert: String) async throws
    -> Double
  {
    let commits = 200
    let elapsed = try await ContinuousClock().measure {
      for index in 0..<commits {
        try await database.write { db in _ = try db.run(upsert, "own \(index)") }
      }
    }
    return Double(commits) / seconds(elapsed)
  }

  /// User and system CPU time of this process so far, in microseconds.
  private static func cpuMicroseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) * 1e6 + Double(usage.ru_utime.tv_usec)
    return user + Double(usage.ru_stime.tv_sec) * 1e6 + Double(usage.ru_stime.tv_usec)
  }

  private static func arrow(_ place: Int, perEnd: Int) -> ScoredArrow {
    let points = place % 10 + 1
    // Positions of at most 6 cm from the centre: always in range.
    let position = try? PlotPosition(x: Double(place % 7) * 0.01, y: Double(place % 5) * -0.01)
    return ScoredArrow(
      endNumber: place / perEnd + 1, arrowIndex: place % perEnd,
      entry: ArrowEntry(
        ArrowValue(uncheckedPoints: points, isX: points == 10 && place % 3 == 0, isMiss: false),
        position: position))
  }

  /// Adds generated rounds (72 arrows each) in one transaction until there are `count` with
  /// arrows; generation is not what is measured.
  private static func fill(_ database: Database, toRounds count: Int, arrowsPerRound: Int)
    async throws
  {
    try await database.write { db in
      let existing: Int =
        try db.query("SELECT count(DISTINCT round_id) FROM ends") { $0.int(0) }.first ?? 0
      for _ in existing..<count {
        let id = RoundID().description
        try db.run(
          "INSERT INTO rounds (id, codename, status, created_at, updated_at) VALUES (?, 'wa720_70', 'completed', 0, 0)",
          id)
        for end in 1...(arrowsPerRound / 6) {
          try db.run("INSERT INTO ends (round_id, end_number) VALUES (?, ?)", id, end)
          try db.run(
            """
            INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss, x, y)
            SELECT ?1, ?2, value, (value * 7 + ?2) % 10 + 1, 0, 0, 0.01 * value, -0.01 * value
            FROM (SELECT 0 AS value UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5)
            """, id, end)
        }
      }
    }
  }

  /// The best of five runs of `sql` in the `sqlite3` shell, by its own `.timer`.
  private static func sqlite3Milliseconds(path: String, sql: String) -> Double? {
    var best = Double.infinity
    for _ in 0..<5 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["sqlite3", path]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return nil }
      // The shell's timer only reports statements it reads; rows go to /dev/null, the timer not.
      input.fileHandleForWriting.write(Data(".timer on\n.output /dev/null\n\(sql);\n".utf8))
      try? input.fileHandleForWriting.close()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      guard process.terminationStatus == 0,
        let line = text.split(separator: "\n").last(where: { $0.hasPrefix("Run Time: real") }),
        let real = Double(line.split(separator: " ")[3])
      else { return nil }
      best = min(best, real * 1_000)
    }
    return best
  }

  static func seconds(_ duration: Duration) -> Double { duration.nanoseconds / 1e9 }
}
