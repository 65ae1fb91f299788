// Quiver's benchmarks: release build, figures printed as `name=value` (see `make bench`).
try await DependencyBenchmarks.run()
await StateFlowBenchmarks.run()
