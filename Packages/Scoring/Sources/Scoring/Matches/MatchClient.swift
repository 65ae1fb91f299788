public import CoreInterfaces

/// Everything a head-to-head match asks of storage. Each set or shoot-off is one transaction,
/// checked by the rulebook against the match as stored when it writes: a refused one saves
/// nothing. Where a match stands is replayed from its stored sets, never stored. Live values
/// live in App (`ScoringLive`).
public struct MatchClient: Sendable {
  /// Starts a match (a ``MatchSheet`` with nothing shot) and returns it as stored.
  public var start: @Sendable (MatchSheet) async throws -> MatchSheet
  /// One match; ``MatchEntryError/notFound(_:)`` when none has the ID.
  public var match: @Sendable (MatchID) async throws -> MatchSheet
  /// Every match, newest first, and each stored match that could not be read.
  public var list: @Sendable () async throws -> Listed<MatchSheet>
  /// Shoots the next set (or end): side A's arrows, then side B's, and the set the scorer saw
  /// was next (`nil`: whichever is). Refused (`MatchError`) once the match is decided or a
  /// shoot-off is due, when the arrows are not the format's, or when that set was entered
  /// meanwhile (two scorers) — checked in the transaction that saves it.
  public var shoot: @Sendable (MatchID, [ArrowValue], [ArrowValue], Int?) async throws -> MatchSheet
  /// Shoots the shoot-off that is due; refused (`MatchError`) when none is.
  public var shootOff:
    @Sendable (MatchID, [ShootOffArrow], [ShootOffArrow]) async throws -> MatchSheet
  /// The match now and again after every change to it: what the Match screen shows.
  public var observeMatch: @Sendable (MatchID) -> Flow<MatchSheet>

  /// Creates a client from its endpoints.
  public init(
    start: @escaping @Sendable (MatchSheet) async throws -> MatchSheet,
    match: @escaping @Sendable (MatchID) async throws -> MatchSheet,
    list: @escaping @Sendable () async throws -> Listed<MatchSheet>,
    shoot:
      @escaping @Sendable (MatchID, [ArrowValue], [ArrowValue], Int?) async throws -> MatchSheet,
    shootOff:
      @escaping @Sendable (MatchID, [ShootOffArrow], [ShootOffArrow]) async throws -> MatchSheet,
    observeMatch: @escaping @Sendable (MatchID) -> Flow<MatchSheet>
  ) {
    self.start = start
    self.match = match
    self.list = list
    self.shoot = shoot
    self.shootOff = shootOff
    self.observeMatch = observeMatch
  }
}

/// Registers ``MatchClient`` in the dependency registry.
public enum MatchClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: MatchClient.<endpoint>" and throws.
  public static let testValue = MatchClient(
    start: unimplemented("MatchClient.start"),
    match: unimplemented("MatchClient.match"),
    list: unimplemented("MatchClient.list"),
    shoot: unimplemented("MatchClient.shoot"),
    shootOff: unimplemented("MatchClient.shootOff"),
    observeMatch: unimplementedObservation("MatchClient.observeMatch"))

  /// An in-memory store holding one sample match, a set in, with the live store's rules.
  public static var previewValue: MatchClient { .inMemory(MatchSheet.samples) }
}

extension DependencyValues {
  /// Head-to-head matches: `@Dependency(\.matches) var matches`.
  public var matches: MatchClient {
    get { self[MatchClientKey.self] }
    set { self[MatchClientKey.self] = newValue }
  }
}
