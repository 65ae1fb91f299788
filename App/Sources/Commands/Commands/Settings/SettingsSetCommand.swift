import CommandKit
import CoreInterfaces
import Presentation

/// `quiver settings set KEY VALUE`.
struct SettingsSetCommand: QuiverCommand {
  let name = "set"
  let summary = "Change one setting; the settings after it are printed."
  let key = Argument(
    "KEY",
    .choice(AppSettings().entries.map(\.key), placeholder: "KEY", spelling: { $0 }) {
      $0.lowercased() == "color" ? "colour" : nil
    }, "the setting")
  let value = Argument(
    "VALUE", .text("VALUE", completion: .data(.settingValues)), "its new value")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let key = try context.arguments[self.key]
    let value = try context.arguments[self.value]
    let settings = try await context.withLiveDependencies {
      @Dependency(\.settings) var client
      var settings = try await client.load()
      do {
        try settings.set(key, to: value)
      } catch let error as SettingsError {
        // An unknown key or a value out of its range is a mistake in the command line itself.
        throw UsageError(String(error.errorDescription?.dropLast() ?? ""))
      }
      try await client.save(settings)
      return settings
    }
    try SettingsShowCommand.print(settings, context)
  }

  /// The values `key` takes, for completion.
  static func values(of key: String) -> [String] {
    switch key.lowercased() {
    case "colour", "color": AppSettings.Colour.allCases.map(\.rawValue)
    case "units": AppSettings.Units.allCases.map(\.rawValue)
    default: []
    }
  }
}
