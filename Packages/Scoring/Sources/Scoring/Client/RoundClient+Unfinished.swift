public import CoreInterfaces

extension RoundClient {
  /// Starts a round of `definition`, refused (``UnfinishedRound``) while one of its kind is
  /// unfinished: the one rule the app's `s` and `quiver rounds start` share, so going back and
  /// starting again never makes a second round of that kind.
  public func startNew(_ definition: RoundDefinition, _ setup: BowSetupSummary?) async throws
    -> ShotRound
  {
    if let open = try await unfinished(definition.id) { throw UnfinishedRound(open) }
    return try await start(definition, setup)
  }
}
