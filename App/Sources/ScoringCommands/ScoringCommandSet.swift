public import CommandKit

/// The Scoring team's top-level commands, in the order `quiver --help` lists them: a new one is
/// added here, in the team's own room, and the command line's registry picks it up.
public enum ScoringCommandSet {
  /// `rounds`, `target`, `club` and `match`.
  public static let commands: [any QuiverCommand] = [
    RoundsCommand(), TargetCommand(), ClubCommand(), MatchCommand(),
  ]
}
