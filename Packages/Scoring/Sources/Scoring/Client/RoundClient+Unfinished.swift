public import CoreInterfaces

extension RoundClient {
  /// The active archer's round of `codename` left unfinished (in progress or paused), if any.
  public func unfinished(_ codename: String) async throws -> RoundListing? {
    try await list().items.first { $0.codename == codename && $0.progress.isOpen }
  }

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
