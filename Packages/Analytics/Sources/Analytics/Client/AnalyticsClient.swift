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
  /// The same, now and again after every change to what it read: a round's screen reads that
  /// round, nothing else.
  public var observeRound: @Sendable (RoundID) -> Flow<RoundRecord>
  /// Adds rounds in one transaction, all or nothing; a round whose ID is already stored is left
  /// as it is, so importing twice adds nothing.
  public var importRounds: @Sendable ([RoundRecord]) async throws -> ImportSummary
  /// The same, for `archer`: matched by name in this store or created, in the same transaction,
  /// and the rounds stored as theirs.
  public var importArchersRounds:
    @Sendable ([RoundRecord], ExportedArcher) async throws -> ImportSummary
  /// Adds the rounds `source` hands over, as ``importRounds`` (or, given an archer,
  /// ``importArchersRounds``) adds a list, in one transaction: a bulk import holds one round at
  /// a time. The source checks each round before handing it over. Unless set, it gathers the
  /// rounds and calls those endpoints.
  public var importStream: @Sendable (ExportedArcher?, RoundSource) async throws -> ImportSummary {
    get {
      ownImportStream ?? { [importRounds, importArchersRounds] archer, source in
        var records: [RoundRecord] = []
        try source {
          records.append($0)
          return true
        }
        if let archer { return try await importArchersRounds(records, archer) }
        return try await importRounds(records)
      }
    }
    set { ownImportStream = newValue }
  }
  private var ownImportStream:
    (@Sendable (ExportedArcher?, RoundSource) async throws -> ImportSummary)?
  /// Every round ``rounds`` reads, oldest first, handed to `each` as it is read, after `begin`
  /// hears how many arrows they hold: an export holds one round at a time. Unless set, it reads
  /// ``rounds`` and sorts them.
  public var eachRound: EachRound {
    get {
      ownEachRound ?? { [rounds] begin, each in
        let records = try await rounds().sorted { $0.startedAt < $1.startedAt }
        try begin(records.reduce(0) { $0 + $1.arrows.count })
        for record in records { try each(record) }
      }
    }
    set { ownEachRound = newValue }
  }
  private var ownEachRound: EachRound?
  /// The stored rounds ``rounds`` leaves out because they cannot be read, each naming itself, so
  /// a screen says what it is not counting instead of hiding it.
  public var unreadableRounds: @Sendable () async throws -> [StoreDamage]
  /// The stored summaries of the rounds `filter` picks, in no particular order: history reads
  /// these, one short row per round, never the arrows.
  public var summaries: @Sendable (HistoryFilter) async throws -> [StoredRoundSummary]
  /// The same, now and again after every change to them: the hub's observed query.
  public var observeSummaries: @Sendable (HistoryFilter) -> Flow<[StoredRoundSummary]>
  /// The hub's figures, now and again after every change to the summaries: the hub's observed
  /// query. Unless set, it computes them from every summary ``observeSummaries`` hands over;
  /// the store's reads only what the hub shows (`AnalyticsDAO.hub`).
  public var observeHub: @Sendable () -> Flow<AnalyticsHubFigures> {
    get {
      ownObserveHub ?? { [observeSummaries] in
        observeSummaries(HistoryFilter()).map { AnalyticsHubFigures(summaries: $0) }
      }
    }
    set { ownObserveHub = newValue }
  }
  private var ownObserveHub: (@Sendable () -> Flow<AnalyticsHubFigures>)?
  /// The figures `stats` prints across the rounds `filter` picks, with the last `trendShown`
  /// rounds of the trend (every one when `nil`). Unless set, they come from every summary
  /// ``summaries`` reads; the store's sums and picks in SQL (`AnalyticsDAO.statistics`).
  public var statistics:
    @Sendable (HistoryFilter, _ trendShown: Int?) async throws -> StatisticsAcrossRounds
  {
    get {
      ownStatistics ?? { [summaries] filter, shown in
        var stats = StatisticsAcrossRounds(summaries: try await summaries(filter))
        if let shown { stats.trend = Array(stats.trend.suffix(shown)) }
        return stats
      }
    }
    set { ownStatistics = newValue }
  }
  private var ownStatistics:
    (@Sendable (HistoryFilter, Int?) async throws -> StatisticsAcrossRounds)?
  /// The personal bests among the rounds `filter` picks (``PersonalBest/of(_:)``). Unless set,
  /// from every summary ``summaries`` reads; the store's reads each kind's best alone.
  public var personalBests: @Sendable (HistoryFilter) async throws -> [PersonalBest] {
    get { ownPersonalBests ?? { [summaries] in PersonalBest.of(try await summaries($0)) } }
    set { ownPersonalBests = newValue }
  }
  private var ownPersonalBests: (@Sendable (HistoryFilter) async throws -> [PersonalBest])?
  /// Each month's and year's season of the rounds `filter` picks (``Season/of(_:timeZone:)``).
  /// Unless set, from every summary ``summaries`` reads; the store's are summed by SQLite.
  public var seasons: @Sendable (HistoryFilter) async throws -> (months: [Season], years: [Season])
  {
    get { ownSeasons ?? { [summaries] in Season.of(try await summaries($0)) } }
    set { ownSeasons = newValue }
  }
  private var ownSeasons:
    (@Sendable (HistoryFilter) async throws -> (months: [Season], years: [Season]))?
  /// The rounds holding at least one plotted arrow (a position), read through the plotted
  /// arrows alone: what groups need before they read a round.
  public var plottedRounds: @Sendable () async throws -> Set<RoundID>
  /// An archer's head-to-head matches counted together (the active archer's when `nil`), each
  /// replayed through the rulebook from its stored sets: what `stats matches` shows.
  public var matchHistory: @Sendable (ArcherID?) async throws -> MatchHistory

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
      unimplementedObservation("AnalyticsClient.observeSummaries"),
    observeRound: @escaping @Sendable (RoundID) -> Flow<RoundRecord> =
      unimplementedObservation("AnalyticsClient.observeRound"),
    observeHub: (@Sendable () -> Flow<AnalyticsHubFigures>)? = nil,
    importArchersRounds:
      @escaping @Sendable ([RoundRecord], ExportedArcher) async throws -> ImportSummary =
      unimplemented("AnalyticsClient.importArchersRounds"),
    importStream: (@Sendable (ExportedArcher?, RoundSource) async throws -> ImportSummary)? = nil,
    eachRound: EachRound? = nil,
    plottedRounds: @escaping @Sendable () async throws -> Set<RoundID> =
      unimplemented("AnalyticsClient.plottedRounds"),
    matchHistory: @escaping @Sendable (ArcherID?) async throws -> MatchHistory =
      unimplemented("AnalyticsClient.matchHistory")
  ) {
    self.matchHistory = matchHistory
    self.plottedRounds = plottedRounds
    self.importArchersRounds = importArchersRounds
    ownImportStream = importStream
    ownEachRound = eachRound
    self.summaries = summaries
    self.observeSummaries = observeSummaries
    self.observeRound = observeRound
    ownObserveHub = observeHub
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

/// Rounds handed one at a time, in file order, to the closure it is given, which says whether it
/// wrote the round (not one already stored) or throws to stop them; the source throws what
/// stopped it, or its own refusal of a round.
public typealias RoundSource = @Sendable (_ each: (RoundRecord) throws -> Bool) throws -> Void

/// Hands each round to the second closure, oldest first, after the first hears how many arrows
/// they hold.
public typealias EachRound =
  @Sendable (
    _ begin: @Sendable (Int) throws -> Void, _ each: @Sendable (RoundRecord) throws -> Void
  )
  async throws -> Void

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
    observeSummaries: unimplementedObservation("AnalyticsClient.observeSummaries"),
    observeRound: unimplementedObservation("AnalyticsClient.observeRound"))

  /// The sample rounds and a sample match (the sample archer active), in memory, with imports kept.
  public static var previewValue: AnalyticsClient {
    .inMemory(
      AnalyticsSamples.rounds, matches: MatchRecord.samples, active: MatchRecord.sampleArcher)
  }
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
  /// Whether they are the active archer, whose rounds the lists show (else the rounds are
  /// stored but seen only after switching to them).
  public var active: Bool
  /// The file's category for a matched archer whose own (``kept``) differs; else `nil`.
  public var fileCategory: ClassificationCategory?
  /// The matched archer's category, kept for classifications, when the file's differs.
  public var kept: ClassificationCategory?

  /// An archer matched or created, `active` or not; a matched one whose category `kept`
  /// differs from the file's `file` says so.
  public init(
    name: String, created: Bool, active: Bool = true, file: ClassificationCategory? = nil,
    kept: ClassificationCategory? = nil
  ) {
    self.name = name
    self.created = created
    self.active = active
    if let file, let kept, file != kept, !created { (fileCategory, self.kept) = (file, kept) }
  }

  /// `Created archer Robin.` or `Matched archer Robin.`; a matched archer whose category
  /// differs from the file's, with the command that aligns them; when they are not the active
  /// archer, how to see their rounds (the lists show the active archer's only).
  public var sentence: String {
    var said = "\(created ? "Created" : "Matched") archer \(name)"
    if let fileCategory, let kept {
      var options: [String] = []
      if fileCategory.bowStyle != kept.bowStyle {
        options.append("--style \(fileCategory.bowStyle.rawValue)")
      }
      if fileCategory.gender != kept.gender {
        options.append("--gender \(fileCategory.gender.rawValue)")
      }
      if fileCategory.ageGroup != kept.ageGroup {
        options.append("--age \(fileCategory.ageGroup.rawValue)")
      }
      said +=
        ": the file's \(Names.shownSafely(name)) is \(fileCategory), this store's is \(kept) and "
        + "is kept for classifications (each round keeps the bow style it was shot with); "
        + "'quiver archers edit \(Self.quoted(name)) \(options.joined(separator: " "))' aligns them"
    }
    guard !active else { return said + "." }
    return said
      + (fileCategory == nil ? ": " : "; ")
      + "the rounds are \(name)'s (switch with 'quiver archers switch \(Self.quoted(name))' "
      + "to see them)."
  }

  /// `name` as a shell word inside single-quoted text: double quotes when it needs any.
  private static func quoted(_ name: String) -> String {
    let plain = name.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
        || "._-".unicodeScalars.contains($0)
    }
    return plain ? name : "\"" + name.replacing("\"", with: "\\\"") + "\""
  }
}
