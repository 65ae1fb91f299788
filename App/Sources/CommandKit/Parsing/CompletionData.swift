/// The values completion reads from the database at completion time.
public enum CompletionData: String, Sendable, CaseIterable {
  /// Standard round codenames and the archer's custom rounds: what has a handicap table.
  case roundCodenames = "round-codenames"
  /// The round codenames and `practice`: what `rounds start` shoots.
  case startableRounds = "startable-rounds"
  /// IDs of the archer's rounds.
  case roundIDs = "round-ids"
  /// IDs of the archer's bow setups.
  case setupIDs = "setup-ids"
  /// IDs of the archer's equipment items.
  case itemIDs = "item-ids"
  /// The archers' names.
  case archerNames = "archer-names"
  /// The values the setting named by the argument before it takes.
  case settingValues = "setting-values"
}
