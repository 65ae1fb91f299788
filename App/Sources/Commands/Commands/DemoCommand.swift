import CommandKit

/// `quiver demo`: the narrated coordinator run, always on an in-memory store.
struct DemoCommand: QuiverCommand {
  let name = "demo"
  let summary =
    "A narrated run of the coordinator: pushes, awaited picks, Back, restore. Always on an in-memory database with sample equipment: nothing to set up."

  func run(_ context: CommandContext) async throws {
    try await CoordinatorDemo.run(output: context.output)
  }
}
