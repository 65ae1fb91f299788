public import CoreInterfaces

/// A finished or running round as the analytics hub lists it.
public struct RoundSummary: Sendable, Hashable, Identifiable {
  /// The round's ID.
  public var id: RoundID
  /// The round's name, e.g. "Portsmouth".
  public var name: String
  /// The scoring system of its (first) face.
  public var system: ScoringSystem
  /// Where the round is in its life.
  public var status: RoundStatus

  /// Creates a summary.
  public init(id: RoundID, name: String, system: ScoringSystem, status: RoundStatus) {
    self.id = id
    self.name = name
    self.system = system
    self.status = status
  }
}

/// What the Analytics feature asks of storage.
public struct AnalyticsClient: Sendable {
  /// Rounds to analyse, newest first.
  public var rounds: @Sendable () async throws -> [RoundSummary]
  /// The arrows of one round.
  public var arrows: @Sendable (RoundID) async throws -> [PlottedArrow]

  /// Creates a client from its endpoints.
  public init(
    rounds: @escaping @Sendable () async throws -> [RoundSummary],
    arrows: @escaping @Sendable (RoundID) async throws -> [PlottedArrow]
  ) {
    self.rounds = rounds
    self.arrows = arrows
  }

  /// The statistics of one round, computed here so every caller computes them the same way.
  public func statistics(for round: RoundSummary) async throws -> SessionStatistics {
    SessionStatistics(arrows: try await arrows(round.id), system: round.system)
  }
}

/// Registers ``AnalyticsClient`` in the dependency registry.
public enum AnalyticsClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: AnalyticsClient.<endpoint>" and throws.
  public static let testValue = AnalyticsClient(
    rounds: unimplemented("AnalyticsClient.rounds"),
    arrows: unimplemented("AnalyticsClient.arrows"))

  /// One sample Portsmouth round of 6 arrows.
  public static let previewValue = AnalyticsClient(
    rounds: { [AnalyticsSamples.portsmouth] },
    arrows: { id in id == AnalyticsSamples.portsmouth.id ? AnalyticsSamples.arrows : [] })
}

extension DependencyValues {
  /// Analytics queries: `@Dependency(\.analytics) var analytics`.
  public var analytics: AnalyticsClient {
    get { self[AnalyticsClientKey.self] }
    set { self[AnalyticsClientKey.self] = newValue }
  }
}

/// Sample data for previews.
public enum AnalyticsSamples {
  /// A sample round.
  public static let portsmouth = RoundSummary(
    id: RoundID(), name: "Portsmouth", system: .tenZone, status: .completed)
  /// Two ends of three arrows: X 9 8 / 10 7 M.
  public static let arrows: [PlottedArrow] = [
    .init(value: .init(uncheckedPoints: 10, isX: true, isMiss: false), endNumber: 1, x: 0, y: 0.01),
    .init(value: .init(uncheckedPoints: 9, isX: false, isMiss: false), endNumber: 1, x: 0.03, y: 0),
    .init(
      value: .init(uncheckedPoints: 8, isX: false, isMiss: false), endNumber: 1, x: -0.05, y: 0.02),
    .init(
      value: .init(uncheckedPoints: 10, isX: false, isMiss: false), endNumber: 2, x: 0.01, y: -0.02),
    .init(
      value: .init(uncheckedPoints: 7, isX: false, isMiss: false), endNumber: 2, x: 0.08, y: 0.01),
    .init(value: .miss, endNumber: 2),
  ]
}
