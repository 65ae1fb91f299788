public import CoreInterfaces

/// What the Analytics feature asks of storage. Live values live in App (`AnalyticsLive`); this
/// package ships the failing test value and a preview value of sample rounds.
public struct AnalyticsClient: Sendable {
  /// Every round with its arrows, newest first.
  public var rounds: @Sendable () async throws -> [RoundRecord]
  /// The same, now and again after every change to rounds or arrows: the hub's observed query.
  public var observeRounds: @Sendable () -> Flow<[RoundRecord]>
  /// One round with its arrows.
  public var round: @Sendable (RoundID) async throws -> RoundRecord
  /// Adds rounds in one transaction, all or nothing; a round whose ID is already stored is left
  /// as it is, so importing twice adds nothing.
  public var importRounds: @Sendable ([RoundRecord]) async throws -> ImportSummary
  /// The same, for `archer`: matched by name in this store or created, in the same transaction,
  /// and the rounds stored as theirs.
  public var importArchersRounds:
    @Sendable ([RoundRecord], ExportedArcher) async throws -> ImportSummary
  /// The stored rounds ``rounds`` leaves out because they cannot be read, each naming itself, so
  /// a screen says what it is not counting instead of hiding it.
  public var unreadableRounds: @Sendable () async throws -> [StoreDamage]
  /// The stored summaries of the rounds `filter` picks, in no particular order: history reads
  /// these, one short row per round, never the arrows.
  public var summaries: @Sendable (HistoryFilter) async throws -> [StoredRoundSummary]
  /// The same, now and again after every change to them: the hub's observed query.
  public var observeSummaries: @Sendable (HistoryFilter) -> Flow<[StoredRoundSummary]>
  /// The rounds holding at least one plotted arrow (a position), read through the plotted
  /// arrows alone: what groups need before they read a round.
  public var plottedRounds: @Sendable () async throws -> Set<RoundID>

  /// Creates a client from its endpoints.
  public init(
    rounds: @escaping @Sendable () async throws -> [RoundRecord],
    observeRounds: @escaping @Sendable () -> Flow<[RoundRecord]>,
    round: @escaping @Sendable (RoundID) async throws -> RoundRecord,
    importRounds: @escaping @Sendable ([RoundRecord]) async throws -> ImportSummary,
    unreadableRounds: @escaping @Sendable () async throws -> [StoreDamage],
    summaries: @escaping @Sendable (HistoryFilter) async throws -> [StoredRoundSummary] =
      unimplemented("AnalyticsClient.summaries"),
    observeSummaries: @escaping @Sendable (HistoryFilter) -> Flow<[StoredRoundSummary]> =
      AnalyticsClientKey.unimplementedObservation("AnalyticsClient.observeSummaries"),
    importArchersRounds:
      @escaping @Sendable ([RoundRecord], ExportedArcher) async throws -> ImportSummary =
      unimplemented("AnalyticsClient.importArchersRounds"),
    plottedRounds: @escaping @Sendable () async throws -> Set<RoundID> =
      unimplemented("AnalyticsClient.plottedRounds")
  ) {
    self.plottedRounds = plottedRounds
    self.importArchersRounds = importArchersRounds
    self.summaries = summaries
    self.observeSummaries = observeSummaries
    self.rounds = rounds
    self.observeRounds = observeRounds
    self.round = round
    self.importRounds = importRounds
    self.unreadableRounds = unreadableRounds
  }

  /// The statistics of one round, computed here so every caller computes them the same way.
  public func statistics(for id: RoundID) async throws -> RoundStatistics {
    RoundStatistics(try await round(id))
  }
}

/// What an import added.
public struct ImportSummary: Sendable, Equatable, Codable {
  /// Rounds added.
  public var rounds: Int
  /// Arrows added with them.
  public var arrows: Int
  /// Rounds skipped because their ID was already stored.
  public var skipped: Int
  /// The archer the file named, as this store took them (none for a file without one).
  public var archer: ImportedArcher?

  /// A summary.
  public init(rounds: Int, arrows: Int, skipped: Int) {
    self.rounds = rounds
    self.arrows = arrows
    self.skipped = skipped
  }
}

/// Registers ``AnalyticsClient`` in the dependency registry.
public enum AnalyticsClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: AnalyticsClient.<endpoint>" and fails.
  public static let testValue = AnalyticsClient(
    rounds: unimplemented("AnalyticsClient.rounds"),
    observeRounds: {
      IssueReporting.reportFailure(
        "Unimplemented: AnalyticsClient.observeRounds was called. The test did not expect it: "
          + "override AnalyticsClient.observeRounds in the test's dependencies if it should.")
      return Flow { continuation in
        continuation.finish(
          throwing: UnimplementedEndpointError(endpoint: "AnalyticsClient.observeRounds"))
        return .none
      }
    },
    round: unimplemented("AnalyticsClient.round"),
    importRounds: unimplemented("AnalyticsClient.importRounds"),
    unreadableRounds: unimplemented("AnalyticsClient.unreadableRounds"),
    summaries: unimplemented("AnalyticsClient.summaries"),
    observeSummaries: unimplementedObservation("AnalyticsClient.observeSummaries"))

  /// An observation endpoint that reports "Unimplemented: <endpoint>" and fails.
  public static func unimplementedObservation<Value: Sendable, Argument>(_ endpoint: String)
    -> @Sendable (Argument) -> Flow<Value>
  {
    { _ in
      IssueReporting.reportFailure(
        "Unimplemented: \(endpoint) was called. The test did not expect it: "
          + "override \(endpoint) in the test's dependencies if it should.")
      return Flow { continuation in
        continuation.finish(throwing: UnimplementedEndpointError(endpoint: endpoint))
        return .none
      }
    }
  }

  /// The sample rounds, in memory, with imports kept.
  public static var previewValue: AnalyticsClient { .inMemory(AnalyticsSamples.rounds) }
}

extension DependencyValues {
  /// Analytics queries: `@Dependency(\.analytics) var analytics`.
  public var analytics: AnalyticsClient {
    get { self[AnalyticsClientKey.self] }
    set { self[AnalyticsClientKey.self] = newValue }
  }
}

/// The archer an import stored rounds for: one of this store's, matched by name, or created.
public struct ImportedArcher: Sendable, Equatable, Codable {
  /// Their name as this store has it.
  public var name: String
  /// Whether the import created them (else an archer of that name was there).
  public var created: Bool

  /// An archer matched or created.
  public init(name: String, created: Bool) {
    self.name = name
    self.created = created
  }

  /// `Created archer Robin.` or `Matched archer Robin.`
  public var sentence: String { "\(created ? "Created" : "Matched") archer \(name)." }
}
