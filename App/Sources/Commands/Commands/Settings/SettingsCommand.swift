import CommandKit

/// `quiver settings [show | set KEY VALUE]`.
struct SettingsCommand: QuiverCommand {
  let name = "settings"
  let summary =
    "Show the settings, or 'set KEY VALUE': colour (auto/on/off), units (metric/imperial), arrow-mm."
  let subcommands: [any QuiverCommand] = [SettingsShowCommand(), SettingsSetCommand()]
  let defaultSubcommand: String? = "show"
}
