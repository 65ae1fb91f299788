public import CoreInterfaces
public import Foundation

/// Everything scoring a shared target asks of storage. Each entry is one archer's line, checked
/// by ``TargetBoard`` and kept in one transaction: a stored archer's end goes into their own
/// round (their card, handicap and classification come with it), a guest's stays with the
/// target. Live value in App (`ScoringLive`); the in-memory value keeps the same rules.
public struct TargetClient: Sendable {
  /// Starts a target of a round for the entrants (A, B, C… in order), on one or two sheets.
  public var start:
    @Sendable (RoundDefinition, [TargetBoard.Entrant], _ twoSheets: Bool) async throws
      -> TargetBoard
  /// The target whose ID starts with the text, or the newest target for `nil`.
  public var find: @Sendable (String?) async throws -> UUID
  /// Every target, newest first.
  public var list: @Sendable () async throws -> [TargetBoard]
  /// The target now and again after every change to it: what the Target screen shows.
  public var observeTarget: @Sendable (UUID) -> Flow<TargetBoard>
  /// Enters one archer's end on sheet 1 or 2, in one transaction.
  public var enter:
    @Sendable (UUID, TargetLetter, [String], _ sheet: Int) async throws -> TargetBoard.Outcome
  /// Enters several archers' lines of one end (sheet, or settlings with a reason) in one
  /// transaction: all or none (``TargetBoard/enterAll(_:sheet:reason:)``).
  public var enterAll:
    @Sendable (UUID, [(TargetLetter, [String])], _ sheet: Int, _ reason: String?) async throws
      -> [TargetBoard.Outcome]
  /// Settles an archer's disputed end with the scorer's choice of arrows and a reason.
  public var settle:
    @Sendable (UUID, TargetLetter, [String], _ reason: String) async throws -> TargetBoard.Outcome
  /// Corrects one arrow (end and arrow from 1) of an archer's saved end, with a reason (needed
  /// on two sheets, and recorded).
  public var correct:
    @Sendable (UUID, TargetLetter, _ end: Int, _ arrow: Int, String, _ reason: String?) async throws
      -> TargetBoard.Outcome
  /// Withdraws an archer (``TargetBoard/withdraw(_:)``): a stored archer's round ends early, as
  /// `rounds finish` ends it; a guest's withdrawal is kept with the target. One transaction.
  public var withdraw: @Sendable (UUID, TargetLetter) async throws -> TargetBoard

  /// Creates a client from its endpoints.
  public init(
    start:
      @escaping @Sendable (RoundDefinition, [TargetBoard.Entrant], Bool) async throws
      -> TargetBoard,
    find: @escaping @Sendable (String?) async throws -> UUID,
    list: @escaping @Sendable () async throws -> [TargetBoard],
    observeTarget: @escaping @Sendable (UUID) -> Flow<TargetBoard>,
    enter:
      @escaping @Sendable (UUID, TargetLetter, [String], Int) async throws -> TargetBoard.Outcome,
    enterAll:
      @escaping @Sendable (UUID, [(TargetLetter, [String])], Int, String?) async throws
      -> [TargetBoard.Outcome],
    settle:
      @escaping @Sendable (UUID, TargetLetter, [String], String) async throws
      -> TargetBoard.Outcome,
    correct:
      @escaping @Sendable (UUID, TargetLetter, Int, Int, String, String?) async throws
      -> TargetBoard.Outcome,
    withdraw: @escaping @Sendable (UUID, TargetLetter) async throws -> TargetBoard
  ) {
    self.start = start
    self.find = find
    self.list = list
    self.observeTarget = observeTarget
    self.enter = enter
    self.enterAll = enterAll
    self.settle = settle
    self.correct = correct
    self.withdraw = withdraw
  }

  /// The target as it is now: the observed query's first value.
  public func board(_ id: UUID) async throws -> TargetBoard {
    for try await board in observeTarget(id) { return board }
    throw TargetError.noTarget(id.uuidString.lowercased())
  }
}

/// Registers ``TargetClient`` in the dependency registry.
public enum TargetClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: TargetClient.<endpoint>" and throws.
  public static let testValue = TargetClient(
    start: unimplemented("TargetClient.start"),
    find: unimplemented("TargetClient.find"),
    list: unimplemented("TargetClient.list"),
    observeTarget: unimplementedObservation("TargetClient.observeTarget"),
    enter: unimplemented("TargetClient.enter"),
    enterAll: unimplemented("TargetClient.enterAll"),
    settle: unimplemented("TargetClient.settle"),
    correct: unimplemented("TargetClient.correct"),
    withdraw: unimplemented("TargetClient.withdraw"))

  /// An in-memory store holding a sample target of four archers, one end in.
  public static var previewValue: TargetClient { .preview() }
}

extension DependencyValues {
  /// Shared-target storage: `@Dependency(\.targets) var targets`.
  public var targets: TargetClient {
    get { self[TargetClientKey.self] }
    set { self[TargetClientKey.self] = newValue }
  }
}
