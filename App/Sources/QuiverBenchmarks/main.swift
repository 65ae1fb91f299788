// Quiver's benchmarks: release build, figures printed as `name=value` (see `make bench`).
// `quiver-bench [di] [stateflow] [nav] [store] [scoring] [handicap] [equipment] [app] [completion]
// [lifetime]` runs only the named groups (the store group also times analytics over its 10,000
// rounds; `analytics` still names the handicap group; `lifetime` times release `quiver`
// processes on imported stores, docs/BENCHMARKS.md).
// `quiver-bench stress-arrows DB` is the crash-safety test's subject (StressArrows), not a group;
// `quiver-bench lifetime-export FILE ROUNDS [PRACTICE_ARROWS]` writes the lifetime stores' export
// file (LifetimeExport), so a test can check that `quiver import` takes it.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "stress-arrows", arguments.count == 2 {
  try await StressArrows.run(database: arguments[1])
}
if arguments.first == "lifetime-export" {
  guard (3...4).contains(arguments.count), let rounds = Int(arguments[2]),
    let practice = Int(arguments.count == 4 ? arguments[3] : "0"),
    (0...1_000_000).contains(rounds), LifetimeExport.practiceArrows.contains(practice)
  else {
    logLine(
      "usage: quiver-bench lifetime-export FILE ROUNDS [PRACTICE_ARROWS] (ROUNDS 0 to 1000000; "
        + "PRACTICE_ARROWS 0 to \(LifetimeExport.practiceArrows.upperBound), what a practice "
        + "round of 6 arrows an end holds: more is a file quiver import refuses)")
    exit(64)
  }
  try LifetimeExport.write(
    to: arguments[1], rounds: 0..<rounds, of: rounds, practiceArrows: practice)
  exit(0)
}
let groups = Set(arguments)
func wanted(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

if wanted("di") { try await DependencyBenchmarks.run() }
if wanted("stateflow") { await StateFlowBenchmarks.run() }
if wanted("nav") { await NavigationBenchmarks.run() }
if wanted("store") { try await StoreBenchmarks.run() }
if wanted("scoring") { try await ScoringBenchmarks.run() }
if wanted("handicap") || wanted("analytics") { try HandicapBenchmarks.run() }
if wanted("equipment") { try await EquipmentBenchmarks.run() }
if wanted("app") { try await TerminalBenchmarks.run() }
if wanted("completion") { try await CompletionBenchmarks.run() }
if wanted("lifetime") {
  do { try await LifetimeBenchmarks.run() } catch {
    logLine("lifetime: \(error)")
    exit(1)
  }
}
// Sync on the 10,000-round store (LifetimeSync): named, never part of "all" (it builds the
// lifetime stores, minutes on a first run).
if groups.contains("sync") {
  do { try await LifetimeBenchmarks.runSync() } catch {
    logLine("sync: \(error)")
    exit(1)
  }
}
// Only the writes of the lifetime group (`rounds score`, `rounds undo`, `rounds feed` on the
// fresh and 10,000-round stores, and 100,000 with QUIVER_BENCH_100K=1; LifetimeEntering).
if groups.contains("lifetime-writes") {
  do { try await LifetimeBenchmarks.runWrites() } catch {
    logLine("lifetime-writes: \(error)")
    exit(1)
  }
}
// Only the app's keypress figures of the lifetime group (named, never part of "all": the
// lifetime group prints them).
if groups.contains("lifetime-app") {
  do { try await LifetimeBenchmarks.runApp() } catch {
    logLine("lifetime-app: \(error)")
    exit(1)
  }
}
