public import CoreInterfaces

/// One arrow as scoring records it: where in the round, its value, and where it hit if plotted.
public struct ScoredArrow: Sendable, Hashable, Codable {
  /// The end, from 1.
  public var endNumber: Int
  /// The arrow's place in its end, from 0.
  public var arrowIndex: Int
  /// Its value.
  public var value: ArrowValue
  /// Where it hit, in metres from the centre, if plotted.
  public var x: Double?
  /// Where it hit, in metres from the centre, if plotted.
  public var y: Double?

  /// Creates a scored arrow.
  public init(
    endNumber: Int, arrowIndex: Int, value: ArrowValue, x: Double? = nil, y: Double? = nil
  ) {
    self.endNumber = endNumber
    self.arrowIndex = arrowIndex
    self.value = value
    self.x = x
    self.y = y
  }
}

/// Everything live scoring asks of storage. Saving an arrow is an upsert keyed by (end, index),
/// so resuming a round never duplicates arrows.
public struct RoundClient: Sendable {
  /// Starts a round of a catalogue codename with a bow setup; returns its ID.
  public var start: @Sendable (_ codename: String, _ setup: BowSetupID?) async throws -> RoundID
  /// Saves (inserts or replaces) one arrow of a round.
  public var saveArrow: @Sendable (RoundID, ScoredArrow) async throws -> Void
  /// The arrows of a round, in shooting order.
  public var arrows: @Sendable (RoundID) async throws -> [ScoredArrow]
  /// Moves a round to a new status.
  public var setStatus: @Sendable (RoundID, RoundStatus) async throws -> Void

  /// Creates a client from its endpoints.
  public init(
    start: @escaping @Sendable (String, BowSetupID?) async throws -> RoundID,
    saveArrow: @escaping @Sendable (RoundID, ScoredArrow) async throws -> Void,
    arrows: @escaping @Sendable (RoundID) async throws -> [ScoredArrow],
    setStatus: @escaping @Sendable (RoundID, RoundStatus) async throws -> Void
  ) {
    self.start = start
    self.saveArrow = saveArrow
    self.arrows = arrows
    self.setStatus = setStatus
  }
}

/// Registers ``RoundClient`` in the dependency registry.
public enum RoundClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: RoundClient.<endpoint>" and throws.
  public static let testValue = RoundClient(
    start: unimplemented("RoundClient.start"),
    saveArrow: unimplemented("RoundClient.saveArrow"),
    arrows: unimplemented("RoundClient.arrows"),
    setStatus: unimplemented("RoundClient.setStatus"))

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
