import CoreInterfaces
import Presentation

/// `quiver settings show`.
struct SettingsShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show every setting and its value."
  let options = [Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    let settings = try await context.withLiveDependencies {
      @Dependency(\.settings) var client
      return try await client.load()
    }
    try Self.print(settings, context)
  }

  /// The settings as a table, or as JSON.
  static func print(_ settings: AppSettings, _ context: CommandContext) throws {
    if context.json { return try context.output.json(SettingsJSON(settings)) }
    for line in TextTable(settings.entries.map { [$0.key, $0.value] }).lines {
      context.output.line(line)
    }
  }
}
