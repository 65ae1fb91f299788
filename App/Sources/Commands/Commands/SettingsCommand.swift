import CoreInterfaces
import Presentation

/// `quiver settings [set KEY VALUE]`.
struct SettingsCommand: QuiverCommand {
  let name = "settings"
  let summary =
    "Show the settings, or 'set KEY VALUE': colour (auto/on/off), units (metric/imperial), arrow-mm."
  let arguments = "[set KEY VALUE]"
  let options: [OptionSpec] = [.flag("json", "print the settings as JSON")]

  func run(_ context: CommandContext) async throws {
    let positionals = context.arguments.positionals
    let settings = try await context.withLiveDependencies {
      @Dependency(\.settings) var client
      var settings = try await client.load()
      switch positionals.first {
      case nil: break
      case "set"?:
        try context.expectNoMorePositionals(than: 3)
        do {
          try settings.set(try context.positional(1, "KEY"), to: try context.positional(2, "VALUE"))
        } catch let error as SettingsError {
          // An unknown key or a value out of its range is a mistake in the command line itself.
          throw UsageError(String(error.errorDescription?.dropLast() ?? ""))
        }
        try await client.save(settings)
      case let other?: throw UsageError("unknown action '\(other)'; use 'set KEY VALUE'")
      }
      return settings
    }
    if context.arguments.has("json") {
      return try context.output.json(
        Dictionary(uniqueKeysWithValues: settings.entries.map { ($0.key, $0.value) }))
    }
    for line in TextTable(settings.entries.map { [$0.key, $0.value] }).lines {
      context.output.line(line)
    }
  }
}
