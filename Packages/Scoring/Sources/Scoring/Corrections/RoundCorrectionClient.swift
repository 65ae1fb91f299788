public import CoreInterfaces

/// Corrections to rounds already shot: one arrow's value, a paper round's total, a round's name,
/// a round deleted, a round shot on paper entered afterwards. Each is one transaction in the live store; a refusal
/// changes nothing. Live values live in App (`ScoringLive`).
public struct RoundCorrectionClient: Sendable {
  /// Replaces the value of an arrow already entered (any status), if it still holds `expecting`
  /// (what the writer saw); returns the round's arrows after it.
  public var editArrow:
    @Sendable (RoundID, ScoredArrow, _ expecting: ArrowEntry) async throws -> [ScoredArrow]
  /// Renames a round: its own snapshot of the definition, never the catalogue's.
  public var rename: @Sendable (RoundID, String) async throws -> ShotRound
  /// Deletes a round with its ends and arrows.
  public var delete: @Sendable (RoundID) async throws -> Void
  /// Enters a round shot on paper on a day, with every arrow, as completed (``PaperRound``).
  public var addShot: @Sendable (PaperRound) async throws -> ShotRound
  /// Corrects the total of a round entered by its total alone (its arrows were not kept), to
  /// one the round can score; returns the round after it.
  public var editTotal: @Sendable (RoundID, Int) async throws -> ShotRound

  /// Creates a client from its endpoints.
  public init(
    editArrow:
      @escaping @Sendable (RoundID, ScoredArrow, ArrowEntry) async throws -> [ScoredArrow],
    rename: @escaping @Sendable (RoundID, String) async throws -> ShotRound,
    delete: @escaping @Sendable (RoundID) async throws -> Void,
    addShot: @escaping @Sendable (PaperRound) async throws -> ShotRound,
    editTotal: @escaping @Sendable (RoundID, Int) async throws -> ShotRound
  ) {
    self.editTotal = editTotal
    self.editArrow = editArrow
    self.rename = rename
    self.delete = delete
    self.addShot = addShot
  }
}

/// Registers ``RoundCorrectionClient`` in the dependency registry.
public enum RoundCorrectionClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: RoundCorrectionClient.<endpoint>" and throws.
  public static let testValue = RoundCorrectionClient(
    editArrow: unimplemented("RoundCorrectionClient.editArrow"),
    rename: unimplemented("RoundCorrectionClient.rename"),
    delete: unimplemented("RoundCorrectionClient.delete"),
    addShot: unimplemented("RoundCorrectionClient.addShot"),
    editTotal: unimplemented("RoundCorrectionClient.editTotal"))

  /// Previews keep no rounds to correct: every endpoint refuses with one clear line.
  public static var previewValue: RoundCorrectionClient {
    @Sendable func refuse() throws -> Never { throw CorrectionError.notInPreview }
    return RoundCorrectionClient(
      editArrow: { _, _, _ in try refuse() }, rename: { _, _ in try refuse() },
      delete: { _ in try refuse() }, addShot: { _ in try refuse() },
      editTotal: { _, _ in try refuse() })
  }
}

extension DependencyValues {
  /// Corrections to rounds: `@Dependency(\.roundCorrections) var corrections`.
  public var roundCorrections: RoundCorrectionClient {
    get { self[RoundCorrectionClientKey.self] }
    set { self[RoundCorrectionClientKey.self] = newValue }
  }
}
