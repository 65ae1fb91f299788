/// The values completion reads from the database at completion time.
public enum CompletionData: String, Sendable, CaseIterable {
  /// Standard round codenames and the archer's custom rounds.
  case roundCodenames = "round-codenames"
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
