import CoreInterfaces
import Foundation
import ScoringLive
import Store

/// The `sync` group (docs/BENCHMARKS.md): the 10,000-round store's first `quiver sync` (every
/// row into one changeset file), that file applied into an empty store as a process
/// (`sync_apply_arrows_per_s`, held to at least half of `store_import_arrows_per_s`, measured
/// in the same run), and a sync with nothing new on the 10,000-round store (`sync_noop_ms`,
/// target ≤ 50 ms, process start included).
enum LifetimeSync {
  static func run(_ setup: LifetimeSetup, tenK: String, scratch: String) async throws {
    func file(_ name: String) -> String { (scratch as NSString).appendingPathComponent(name) }
    let source = file("sync-source.sqlite")
    let folder = file("sync-folder")
    for path in [source, folder, file("sync-empty.sqlite")] {
      try? FileManager.default.removeItem(atPath: path)
    }
    try FileManager.default.copyItem(atPath: tenK, toPath: source)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let arrows = try await Database(.file(source)).read { db in
      try db.query("SELECT count(*) FROM arrows") { $0.int(0) }.first ?? 0
    }
    let timer = ProcessTimer(setup: setup, store: "10k")
    try timer.time("sync_first_send", ["--db", source, "sync", folder], peak: true, runs: 1)
    let applied = try timer.time(
      "sync_apply", ["--db", file("sync-empty.sqlite"), "sync", folder], peak: true, runs: 3,
      before: { _ in
        for suffix in ["", "-wal", "-shm"] {
          try? FileManager.default.removeItem(atPath: file("sync-empty.sqlite") + suffix)
        }
        return []
      })
    let noop = try timer.time("sync_noop", ["--db", source, "sync", folder])
    if let value = noop.value { report("sync_noop_ms", value) }
    guard let milliseconds = applied.value, let definition = RoundCatalogue.round("wa720_70")
    else { return }
    let rate = Double(arrows) / (milliseconds / 1_000)
    report("sync_apply_arrows_per_s", rate, decimals: 0)
    let scratchStore = try Database(.file(file("sync-import-reference.sqlite")))
    let importRate = try await StoreBenchmarks.importRate(RoundDAO(scratchStore), definition)
    report("store_import_arrows_per_s", importRate, decimals: 0)
    report("sync_apply_vs_import", rate / importRate, decimals: 2)
    try await recording(definition)
  }

  /// What recording costs a save: arrows saved one transaction each on in-memory stores (no
  /// fsync), one that syncs (each save also stamped and kept in the outbox) and one that does
  /// not, alternately.
  static func recording(_ definition: RoundDefinition) async throws {
    let saves = 360
    var plain: [Double] = []
    var syncing: [Double] = []
    for _ in 0..<3 {
      let off = try Database(.inMemory)
      plain.append(
        StoreBenchmarks.seconds(
          try await StoreBenchmarks.save(saves, of: definition, in: RoundDAO(off))))
      let on = try Database(.inMemory)
      try await on.write { db in
        _ = try db.run(
          "INSERT INTO sync_device (id, created_at) VALUES ('bench-000000000000', 0)")
      }
      syncing.append(
        StoreBenchmarks.seconds(
          try await StoreBenchmarks.save(saves, of: definition, in: RoundDAO(on))))
    }
    let median = { (values: [Double]) in values.sorted()[values.count / 2] * 1e6 / Double(saves) }
    report("store_arrow_save_memory_us", median(plain))
    report("store_arrow_save_syncing_memory_us", median(syncing))
  }
}
