public import CoreInterfaces
public import Foundation

/// Everything live scoring asks of storage. Saving an arrow is an upsert keyed by (end, index), so
/// re-entering an arrow replaces it and resuming a round never duplicates one. Live values live
/// in App (`ScoringLive`); this package ships the failing test value and an in-memory preview.
public struct RoundClient: Sendable {
  /// Starts a round of `definition` (kept as a snapshot) with an optional bow setup, in progress.
  public var start: @Sendable (RoundDefinition, BowSetupSummary?) async throws -> ShotRound
  /// One round: its definition snapshot, status and bow style.
  public var round: @Sendable (RoundID) async throws -> ShotRound
  /// Every round, newest first, and each stored round that could not be read.
  public var list: @Sendable () async throws -> Listed<RoundListing>
  /// One page of the rounds, newest first, now and again after every change to what it read:
  /// what the Rounds screen shows, and all it reads.
  public var observeList: @Sendable (ListPage) -> Flow<Paged<RoundListing>>
  /// One page of rounds, newest first after a cursor (``RoundPage``), read through an index: what
  /// the command line's list shows and how it looks a round up by an ID prefix.
  public var listPage: @Sendable (RoundPage) async throws -> PagedRounds
  /// Every stored round of the active archer whose row cannot be read, each naming itself:
  /// found by a query, not by reading every round.
  public var damagedRows: @Sendable () async throws -> [StoreDamage]
  /// The active archer's newest round of a codename left unfinished (in progress or paused),
  /// if any: what starting a round offers to continue, read through an index of the open rounds.
  public var unfinished: @Sendable (String) async throws -> RoundListing?
  /// The arrows of a round, in shooting order.
  public var arrows: @Sendable (RoundID) async throws -> [ScoredArrow]
  /// The round, its last end's arrows and what the arrows before it count: what entering the
  /// next arrows from the command line reads, one end however long the round.
  public var tail: @Sendable (RoundID) async throws -> RoundTail
  /// The round and its arrows now, and again after every change to the round (its arrows or its
  /// status, by any writer): what an open scoring screen follows. A change at the round's end
  /// (an arrow saved or undone) reads that end, not the round, so the 20,000th arrow costs what
  /// the first did.
  public var observeSheet: @Sendable (RoundID) -> Flow<RoundSheet>
  /// Saves a line of arrows of a round in one transaction, all or none, after checking each fits
  /// the round and that the round holds what this writer last saw: `expecting` is the first
  /// arrow's end as the writer saw it, `writer` who is writing (see ``WriterExpectation``).
  public var saveArrows:
    @Sendable (RoundID, [ScoredArrow], _ expecting: [ArrowEntry], _ writer: UUID) async throws
      -> Void
  /// Removes `arrow` (undo) if it is still the round's last arrow as this writer entered it.
  public var deleteArrow: @Sendable (RoundID, ScoredArrow) async throws -> Void
  /// Moves a round to a new status, if the transition is allowed.
  public var setStatus: @Sendable (RoundID, RoundStatus) async throws -> Void
  /// The archer's custom rounds, by name.
  public var customRounds: @Sendable () async throws -> Listed<RoundDefinition>
  /// Saves a custom round after validating it; returns it with its codename.
  public var saveCustomRound: @Sendable (RoundDefinition) async throws -> RoundDefinition

  /// Creates a client from its endpoints.
  public init(
    start: @escaping @Sendable (RoundDefinition, BowSetupSummary?) async throws -> ShotRound,
    round: @escaping @Sendable (RoundID) async throws -> ShotRound,
    list: @escaping @Sendable () async throws -> Listed<RoundListing>,
    listPage: @escaping @Sendable (RoundPage) async throws -> PagedRounds,
    damagedRows: @escaping @Sendable () async throws -> [StoreDamage],
    arrows: @escaping @Sendable (RoundID) async throws -> [ScoredArrow],
    observeSheet: @escaping @Sendable (RoundID) -> Flow<RoundSheet>,
    saveArrows:
      @escaping @Sendable (RoundID, [ScoredArrow], [ArrowEntry], UUID) async throws -> Void,
    deleteArrow: @escaping @Sendable (RoundID, ScoredArrow) async throws -> Void,
    setStatus: @escaping @Sendable (RoundID, RoundStatus) async throws -> Void,
    customRounds: @escaping @Sendable () async throws -> Listed<RoundDefinition>,
    saveCustomRound: @escaping @Sendable (RoundDefinition) async throws -> RoundDefinition,
    observeList: @escaping @Sendable (ListPage) -> Flow<Paged<RoundListing>> =
      unimplementedObservation("RoundClient.observeList"),
    unfinished: @escaping @Sendable (String) async throws -> RoundListing? = unimplemented(
      "RoundClient.unfinished"),
    tail: @escaping @Sendable (RoundID) async throws -> RoundTail = unimplemented(
      "RoundClient.tail")
  ) {
    self.tail = tail
    self.unfinished = unfinished
    self.observeList = observeList
    self.start = start
    self.round = round
    self.list = list
    self.listPage = listPage
    self.damagedRows = damagedRows
    self.arrows = arrows
    self.observeSheet = observeSheet
    self.saveArrows = saveArrows
    self.deleteArrow = deleteArrow
    self.setStatus = setStatus
    self.customRounds = customRounds
    self.saveCustomRound = saveCustomRound
  }

  /// Saves one arrow: a line of one (``saveArrows``), by `writer` (a new one unless given).
  public func saveArrow(
    _ id: RoundID, _ arrow: ScoredArrow, _ expecting: [ArrowEntry], by writer: UUID = UUID()
  ) async throws {
    try await saveArrows(id, [arrow], expecting, writer)
  }

  /// The standard round `codename`, else the custom round of that codename or name.
  public func definition(named codename: String) async throws -> RoundDefinition {
    if let standard = RoundCatalogue.round(codename) { return standard }
    // A custom round answers to its codename and to the name the archer gave it (names that
    // make one codename are refused when saved, so a name finds one round).
    let wanted = codename.trimmingCharacters(in: .whitespaces).lowercased()
    if let custom = try await customRounds().items.first(where: {
      $0.id == wanted || $0.name.lowercased() == wanted
    }) {
      return custom
    }
    throw ScoringError.unknownRound(codename)
  }
}

/// Registers ``RoundClient`` in the dependency registry.
public enum RoundClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: RoundClient.<endpoint>" and throws.
  public static let testValue = RoundClient(
    start: unimplemented("RoundClient.start"),
    round: unimplemented("RoundClient.round"),
    list: unimplemented("RoundClient.list"),
    listPage: unimplemented("RoundClient.listPage"),
    damagedRows: unimplemented("RoundClient.damagedRows"),
    arrows: unimplemented("RoundClient.arrows"),
    observeSheet: unimplementedObservation("RoundClient.observeSheet"),
    saveArrows: unimplemented("RoundClient.saveArrows"),
    deleteArrow: unimplemented("RoundClient.deleteArrow"),
    setStatus: unimplemented("RoundClient.setStatus"),
    customRounds: unimplemented("RoundClient.customRounds"),
    saveCustomRound: unimplemented("RoundClient.saveCustomRound"))

  /// An in-memory store with the same rules as the live one.
  public static var previewValue: RoundClient { .inMemory() }
}

extension DependencyValues {
  /// Round storage for live scoring: `@Dependency(\.rounds) var rounds`.
  public var rounds: RoundClient {
    get { self[RoundClientKey.self] }
    set { self[RoundClientKey.self] = newValue }
  }
}
