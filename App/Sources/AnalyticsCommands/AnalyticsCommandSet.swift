public import CommandKit

/// The Analytics team's top-level commands, in the order `quiver --help` lists them: a new one
/// is added here, in the team's own room, and the command line's registry picks it up.
public enum AnalyticsCommandSet {
  /// `stats`, `handicap`, `classify`, `plot`, `export` and `import`.
  public static let commands: [any QuiverCommand] = [
    StatsCommand(), HandicapCommand(), ClassifyCommand(), PlotCommand(), ExportCommand(),
    ImportCommand(),
  ]
}
