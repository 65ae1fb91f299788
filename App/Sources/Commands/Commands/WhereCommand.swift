import CommandKit
import Store

/// `quiver where`: where the database is.
struct WhereCommand: QuiverCommand {
  /// The location as `--json` prints it.
  struct Location: Encodable {
    let path: String?
    let inMemory: Bool
  }

  let name = "where"
  let summary = "Print where the database is."
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    if context.json {
      return try context.output.json(
        Location(
          path: context.location == .inMemory ? nil : context.location.description,
          inMemory: context.location == .inMemory))
    }
    context.output.line(context.location.description)
  }
}
