// Quiver's benchmarks: release build, figures printed as `name=value` (see `make bench`).
// `quiver-bench [di] [stateflow] [nav] [store] [scoring] [handicap] [equipment] [app] [completion]`
// runs only the named groups (the store group also times analytics over its 10,000 rounds;
// `analytics` still names the handicap group).
// `quiver-bench stress-arrows DB` is the crash-safety test's subject (StressArrows), not a group.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "stress-arrows", arguments.count == 2 {
  try await StressArrows.run(database: arguments[1])
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
