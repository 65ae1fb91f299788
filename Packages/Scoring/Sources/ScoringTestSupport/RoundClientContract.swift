public import CoreInterfaces
public import CoreInterfacesTestSupport
public import Scoring
import Testing

/// The rules every `RoundClient` keeps, stated once and run against each implementation: the
/// in-memory client in this package and the SQLite one in App. A fake that passes them behaves
/// as the real store does, so the view-model tests written against it mean something.
public struct RoundClientContract: Sendable {
  /// One rule, named in the test log.
  public typealias Check = ContractCheck<RoundClientContract>

  /// The implementation under test.
  public let client: RoundClient
  /// Makes a bow setup of a style where `client` can find it (the live store needs its row).
  public let makeSetup: @Sendable (BowStyle) async throws -> BowSetupSummary
  /// Makes the archer of this ID (creating them if new) the one `client` takes as active.
  public let switchArcher: @Sendable (ArcherID) async throws -> Void
  /// Makes a recurve setup whose numbered set of arrows carries `numbers`, where `client` finds
  /// it (the live store reads the set from the setup version's arrow item).
  public let makeNumberedSetup: @Sendable (_ numbers: [Int]) async throws -> BowSetupSummary
  /// Puts the round of this ID on a club target (as archer A) where `client` sees it, returning
  /// the target as a refusal names it (its ID's first 8 characters) and the letter.
  public let holdOnTarget: @Sendable (RoundID) async throws -> (target: String, letter: String)

  /// A contract over `client`, with `switchArcher` to change who is active, `makeNumberedSetup`
  /// for a setup with a numbered set, `holdOnTarget` to put a round on a club target, and
  /// `makeSetup` for rounds shot on a bow of a given style.
  public init(
    client: RoundClient, switchArcher: @escaping @Sendable (ArcherID) async throws -> Void,
    makeNumberedSetup: @escaping @Sendable ([Int]) async throws -> BowSetupSummary,
    holdOnTarget: @escaping @Sendable (RoundID) async throws -> (target: String, letter: String),
    makeSetup: @escaping @Sendable (BowStyle) async throws -> BowSetupSummary
  ) {
    self.client = client
    self.switchArcher = switchArcher
    self.makeNumberedSetup = makeNumberedSetup
    self.holdOnTarget = holdOnTarget
    self.makeSetup = makeSetup
  }

  /// Runs `check` against this implementation.
  public func verify(_ check: Check) async throws { try await check.verify(self) }

  /// Every rule, for `@Test(arguments: RoundClientContract.checks)`.
  public static let checks: [Check] =
    keeping + refusing + listing + archers + progress + open + targets + tails

  /// Starts the standard round `codename`, on a bow of `style` if one is given.
  func start(_ codename: String, style: BowStyle? = nil) async throws -> ShotRound {
    let definition = try #require(RoundCatalogue.round(codename))
    let setup: BowSetupSummary? =
      if let style { try await makeSetup(style) } else { nil }
    return try await client.start(definition, setup)
  }

  /// A valid ring score on `system`.
  static func value(_ points: Int, on system: ScoringSystem) throws -> ArrowValue {
    try ArrowValue(points: points, on: system)
  }
}
