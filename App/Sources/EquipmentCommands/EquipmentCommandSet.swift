public import CommandKit

/// The Equipment team's top-level commands, in the order `quiver --help` lists them: a new one
/// is added here, in the team's own room, and the command line's registry picks it up.
public enum EquipmentCommandSet {
  /// `equipment`, `setups` and `sightmarks`.
  public static let commands: [any QuiverCommand] = [
    EquipmentCommand(), SetupsCommand(), SightMarksCommand(),
  ]
}
