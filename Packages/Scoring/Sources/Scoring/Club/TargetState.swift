/// Where a shared target stands, decided once here for `club show`, `club list`, the JSON and
/// the Target screen (stranger29c C5): still shooting, complete (everyone who did not withdraw
/// shot every end), or closed with everyone withdrawn (no one's round is complete).
public enum TargetState: String, Hashable, Sendable, CaseIterable {
  /// Someone still has an end to shoot.
  case shooting
  /// Every archer who did not withdraw shot every end, and at least one did.
  case complete
  /// Every archer withdrew: the target is closed with no one left shooting.
  case everyoneWithdrew
}
