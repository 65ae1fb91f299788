import CommandKit
import CoreInterfaces
import Presentation

/// `quiver settings show`.
struct SettingsShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show every setting and its value."
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let settings = try await context.withLiveDependencies {
      @Dependency(\.settings) var client
      return try await client.load()
    }
    for note in settings.damageNotes { context.output.error(note) }  // damage is never silent
    try Self.print(settings, context)
  }

  /// The settings as a table (a measured one with its unit: `arrow-mm  5.5 mm`), or as JSON.
  static func print(_ settings: AppSettings, _ context: CommandContext) throws {
    if context.json { return try context.output.json(SettingsJSON(settings)) }
    let rows = settings.entries.map { entry in
      [entry.key, FieldUnit.unit(of: entry.key).map { "\(entry.value) \($0)" } ?? entry.value]
    }
    for line in TextTable(rows).lines {
      context.output.line(line)
    }
  }
}
