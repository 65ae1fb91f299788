import Foundation

/// The `lifetime` group: what a person with years of history waits for. Stores of 1 and 10,000
/// Portsmouths (and 100,000 with `QUIVER_BENCH_100K=1`), built through the real `quiver import`
/// and cached (LifetimeStores); every daily command, `check`, `stats groups`, the bulk paths and
/// entering an arrow timed as release processes; the sqlite3 shell's references on the same
/// file; the app's keypress-to-screen on a fresh and the 10,000-round store. docs/BENCHMARKS.md.
enum LifetimeBenchmarks {
  /// Builds or reuses the 1- and 10,000-round stores and prints only the app's keypress figures
  /// (`make bench BENCH_GROUPS=lifetime-app`: a minute, not four).
  static func runApp() async throws {
    try await withSmallStores { _, fresh, tenK, scratch in
      try await LifetimeAppBenchmarks.run(fresh: fresh, lifetime: tenK, scratch: scratch)
    }
  }

  /// Builds or reuses the 1- and 10,000-round stores and prints only the sync figures
  /// (`make bench BENCH_GROUPS=sync`, LifetimeSync).
  static func runSync() async throws {
    try await withSmallStores { setup, _, tenK, scratch in
      try await LifetimeSync.run(setup, tenK: tenK, scratch: scratch)
    }
  }

  /// Builds or reuses the stores and prints only the writes' figures (`make bench
  /// BENCH_GROUPS=lifetime-writes`; the 100,000-round store with `QUIVER_BENCH_100K=1`).
  static func runWrites() async throws {
    try await withSmallStores { setup, fresh, tenK, scratch in
      try writes(setup, fresh: fresh, tenK: tenK, scratch: scratch)
    }
  }

  /// Builds or reuses the 1- and 10,000-round stores and runs `body` with them and a scratch
  /// folder of this process's, removed afterwards.
  private static func withSmallStores(
    _ body: (LifetimeSetup, _ fresh: String, _ tenK: String, _ scratch: String) async throws -> Void
  ) async throws {
    let setup = try LifetimeSetup.fromEnvironment()
    let fresh = try LifetimeStores.store("1", rounds: 1, practiceArrows: 0, setup: setup)
    let tenK = try LifetimeStores.store(
      "10k", rounds: 10_000, practiceArrows: 19_999, setup: setup)
    let scratch = (setup.folder as NSString).appendingPathComponent("run-\(getpid())")
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try await body(setup, fresh, tenK, scratch)
  }

  /// The writes on every store: `rounds score` and `rounds undo` in a new round, and the feed
  /// per hit at the first and the 20,000th arrow (LifetimeEntering).
  static func writes(_ setup: LifetimeSetup, fresh: String, tenK: String, scratch: String) throws {
    try LifetimeEntering.run(
      ProcessTimer(setup: setup, store: "fresh"), fresh, scratch: scratch, long: false)
    try LifetimeEntering.run(
      ProcessTimer(setup: setup, store: "10k"), tenK, scratch: scratch, long: true)
    guard setup.hundredThousand else { return }
    let hundredK = try LifetimeStores.store(
      "100k", rounds: 100_000, practiceArrows: 19_999, setup: setup)
    try LifetimeEntering.run(
      ProcessTimer(setup: setup, store: "100k"), hundredK, scratch: scratch, long: true)
  }

  /// Builds or reuses the stores and prints the group's figures.
  static func run() async throws {
    let setup = try LifetimeSetup.fromEnvironment()
    let fresh = try LifetimeStores.store("1", rounds: 1, practiceArrows: 0, setup: setup)
    let tenK = try LifetimeStores.store(
      "10k", rounds: 10_000, practiceArrows: 19_999, setup: setup)
    let hundredK =
      setup.hundredThousand
      ? try LifetimeStores.store("100k", rounds: 100_000, practiceArrows: 19_999, setup: setup)
      : nil
    let scratch = (setup.folder as NSString).appendingPathComponent("run-\(getpid())")
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(atPath: scratch)
      try? FileManager.default.removeItem(atPath: ProcessTimer.errors)
    }

    try reads(ProcessTimer(setup: setup, store: "fresh"), fresh, rounds: 1)
    try reads(ProcessTimer(setup: setup, store: "10k"), tenK, rounds: 10_000)
    try entering(ProcessTimer(setup: setup, store: "10k"), tenK, scratch: scratch)
    try writes(setup, fresh: fresh, tenK: tenK, scratch: scratch)
    try bulk(ProcessTimer(setup: setup, store: "10k"), tenK, scratch: scratch)
    try await LifetimeAppBenchmarks.run(fresh: fresh, lifetime: tenK, scratch: scratch)
    try LifetimeAppBenchmarks.piped(fresh: fresh, lifetime: tenK, setup: setup, scratch: scratch)
    if let hundredK {
      try reads(ProcessTimer(setup: setup, store: "100k"), hundredK, rounds: 100_000)
      try entering(ProcessTimer(setup: setup, store: "100k"), hundredK, scratch: scratch)
      // Streamed, the bulk paths' peaks must not grow with the store: timed here too.
      try bulk(ProcessTimer(setup: setup, store: "100k"), hundredK, scratch: scratch)
    } else {
      logLine("lifetime: the 100,000-round store is skipped (QUIVER_BENCH_100K=1 adds it)")
    }
  }

  /// The daily reads, `check` (beside the sqlite3 shell's per-round arrow aggregate) and
  /// `stats groups`, on `store` as it is.
  static func reads(_ timer: ProcessTimer, _ store: String, rounds: Int) throws {
    let db = ["--db", store]
    let round = LifetimeExport.roundID(rounds / 2)
    try timer.time("lifetime_rounds_list", db + ["rounds", "list"])
    try timer.time("lifetime_stats", db + ["stats"])
    try timer.time(
      "lifetime_stats_filtered", db + ["stats", "--round", "portsmouth", "--since", "2020-01-01"])
    try timer.time("lifetime_stats_pbs", db + ["stats", "pbs"])
    try timer.time("lifetime_stats_seasons", db + ["stats", "seasons"])
    try timer.time("lifetime_rounds_show", db + ["rounds", "show", round])
    try timer.time("lifetime_stats_round", db + ["stats", "--round", round])
    let check = try timer.time("lifetime_check", db + ["check"], peak: true)
    if let sqlite3 = timer.setup.sqlite3 {
      let aggregate = try timer.time(
        "sqlite_arrow_aggregate",
        ["-readonly", store, SQLiteReference.perRoundAggregate], executable: sqlite3)
      timer.ratio("lifetime_check_vs_sqlite", check, aggregate)
      // The same reads `check` makes besides counting, in the shell: where its floor lies.
      let sameWork = try timer.time(
        "sqlite_check_work", ["-readonly", store, SQLiteReference.checkWork],
        executable: sqlite3)
      timer.ratio("lifetime_check_vs_sqlite_check_work", check, sameWork)
    }
    try timer.time("lifetime_stats_groups", db + ["stats", "groups"], peak: true, runs: 1)
  }

  /// `rounds score` of one arrow: the first of a new practice round, and the 20,000th (and the
  /// few after it) of the store's open practice round, on a copy of `store`.
  static func entering(_ timer: ProcessTimer, _ store: String, scratch: String) throws {
    let copy = (scratch as NSString).appendingPathComponent("score.sqlite")
    let first = (scratch as NSString).appendingPathComponent("first.sqlite")
    for path in [copy, first] {
      try? FileManager.default.removeItem(atPath: path)
      try FileManager.default.copyItem(atPath: store, toPath: path)
    }
    defer { for path in [copy, first] { try? FileManager.default.removeItem(atPath: path) } }
    let idFile = (scratch as NSString).appendingPathComponent("round-id")
    // One round is open at a time: the round open before (the store's practice round, then the
    // last run's) is cancelled, untimed, on a copy of its own, before a new one starts.
    var open = LifetimeExport.practiceID
    try timer.time("lifetime_score_first_arrow", ["--db", first, "rounds", "score"]) { _ in
      _ = try ChildProcess.run(
        timer.setup.quiver, ["--db", first, "rounds", "cancel", open],
        timeout: timer.setup.timeout)
      let start = try ChildProcess.run(
        timer.setup.quiver,
        [
          "--db", first, "rounds", "start", "practice", "--distance", "18m", "--face", "40cm",
          "--system", "10_zone",
        ], output: idFile, timeout: timer.setup.timeout)
      let id = try String(contentsOfFile: idFile, encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      guard start.succeeded, !id.isEmpty else {
        throw LifetimeFailure("quiver rounds start practice failed (status \(start.status))")
      }
      open = id
      return [id, "9"]
    }
    try timer.time(
      "lifetime_score_20000th_arrow",
      ["--db", copy, "rounds", "score", LifetimeExport.practiceID, "9"])
  }

  /// Export (JSON, CSV), backup, import of that export and restore of that backup into new
  /// stores, each with its peak memory, beside the sqlite3 shell's `.dump` and its load.
  static func bulk(_ timer: ProcessTimer, _ store: String, scratch: String) throws {
    func file(_ name: String) -> String { (scratch as NSString).appendingPathComponent(name) }
    func fresh(_ name: String) -> (Int) throws -> [String] {
      { _ in
        for suffix in ["", "-wal", "-shm"] {
          try? FileManager.default.removeItem(atPath: file(name) + suffix)
        }
        return []
      }
    }
    let db = ["--db", store]
    let json = try timer.time(
      "lifetime_export_json", db + ["export", "--format", "json", "--out", file("export.json")],
      peak: true, before: fresh("export.json"))
    let csv = try timer.time(
      "lifetime_export_csv", db + ["export", "--format", "csv", "--out", file("export.csv")],
      peak: true, before: fresh("export.csv"))
    let backup = try timer.time(
      "lifetime_backup", db + ["backup", "--out", file("backup")], peak: true,
      before: fresh("backup"))
    let imported = try timer.time(
      "lifetime_import", ["--db", file("import.sqlite"), "import", file("export.json")],
      peak: true, before: fresh("import.sqlite"))
    let restored = try timer.time(
      "lifetime_restore", ["--db", file("restore.sqlite"), "restore", file("backup")],
      peak: true, before: fresh("restore.sqlite"))
    guard let sqlite3 = timer.setup.sqlite3 else {
      return logLine("lifetime: no sqlite3 shell on PATH, so no sqlite_ references")
    }
    let dump = try timer.time(
      "sqlite_dump", ["-readonly", store, ".dump"], executable: sqlite3, output: file("dump.sql"),
      peak: true)
    let load = try timer.time(
      "sqlite_load_dump", [file("load.sqlite")], executable: sqlite3, input: file("dump.sql"),
      peak: true, before: fresh("load.sqlite"))
    timer.ratio("lifetime_export_json_vs_dump", json, dump)
    timer.ratio("lifetime_export_csv_vs_dump", csv, dump)
    timer.ratio("lifetime_backup_vs_dump", backup, dump)
    timer.ratio("lifetime_import_vs_load", imported, load)
    timer.ratio("lifetime_restore_vs_load", restored, load)
  }
}

/// The sqlite3 shell's work the targets compare with.
enum SQLiteReference {
  /// What `check` must at least do: every round's arrow count, total and Xs from its arrows.
  static let perRoundAggregate = """
    SELECT round_id, COUNT(*), SUM(points), SUM(is_x) FROM arrows GROUP BY round_id;
    """

  /// Everything `check` reads, on one thread: every page walked, the rounds' and summaries'
  /// indexes compared with their tables, and the aggregate. `check` cannot go below this
  /// shell's work by more than its second thread gives (docs/BENCHMARKS.md).
  static let checkWork = """
    PRAGMA quick_check; PRAGMA integrity_check(rounds); PRAGMA integrity_check(round_summaries);
    """ + perRoundAggregate
}
