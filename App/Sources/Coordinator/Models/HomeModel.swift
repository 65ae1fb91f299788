public import CoreInterfaces
public import Observation
import Scoring

/// Home: who is scoring. Follows the active archer (`ArcherClient/observeActive`), so a
/// change made on the Archers screen or by `quiver archers switch` shows without a key.
@MainActor
@Observable
public final class HomeModel {
  /// The screen's observed query: the active archer, `nil` when there is none yet.
  public let shown: Observed<Archer?>
  /// The active archer, once read; `nil` when there is none yet.
  public var archer: Archer? { shown.value ?? nil }
  /// Why the archer could not be read.
  public var error: UserFacingError? { shown.error ?? shown.state.failure }

  /// Home with nothing read; the coordinator loads and starts it.
  public init() {
    let archers = Dependency(\.archers)  // read when the query starts
    shown = Observed { archers.wrappedValue.observeActive() }
  }

  /// Follows the active archer if it is not followed yet, and returns once it is read.
  public func load() async { await shown.load() }

  /// The newest match, which `m` opens; `nil` (with ``error`` unchanged) when there is none.
  public func newestMatch() async throws -> MatchID? {
    @Dependency(\.matches) var matches
    return try await matches.list().items.first?.id
  }

  /// Follows the active archer from now on; a second call changes nothing.
  public func start() {
    guard !shown.isFollowing else { return }
    shown.start()
  }
}
