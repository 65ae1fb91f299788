public import CoreInterfaces
public import Observation
import Scoring

/// Home: who is scoring. Follows the active archer (`ArcherClient/observeActive`), so a
/// change made on the Archers screen or by `quiver archers switch` shows without a key; and how
/// many sync conflicts are open (`SyncClient/observeOpenCount`), so a sync elsewhere shows too.
@MainActor
@Observable
public final class HomeModel {
  /// The screen's observed query: the active archer, `nil` when there is none yet.
  public let shown: Observed<Archer?>
  /// The active archer, once read; `nil` when there is none yet.
  public var archer: Archer? { shown.value ?? nil }
  /// Why the archer could not be read.
  public var error: UserFacingError? { shown.error ?? shown.state.failure }

  /// The open sync conflicts' count, followed beside the archer: Home's line offering them.
  public let conflicts: Observed<Int>
  /// How many sync conflicts are open (0 until read, or when the count cannot be read).
  public var openConflicts: Int { conflicts.value ?? 0 }

  /// Home with nothing read; the coordinator loads and starts it.
  public init() {
    let archers = Dependency(\.archers)  // read when the query starts
    shown = Observed { archers.wrappedValue.observeActive() }
    let sync = Dependency(\.sync)
    conflicts = Observed { sync.wrappedValue.observeOpenCount() }
  }

  /// Follows the active archer and the conflict count if they are not followed yet, and
  /// returns once both are read.
  public func load() async {
    await shown.load()
    await conflicts.load()
  }

  /// Stops following both (a screen covers Home); what was read stays.
  public func stop() {
    shown.stop()
    conflicts.stop()
  }

  /// The newest match, which `m` opens; `nil` (with ``error`` unchanged) when there is none.
  public func newestMatch() async throws -> MatchID? {
    @Dependency(\.matches) var matches
    return try await matches.list().items.first?.id
  }

  /// Follows the active archer and the conflict count from now on; a second call changes
  /// nothing.
  public func start() {
    if !shown.isFollowing { shown.start() }
    if !conflicts.isFollowing { conflicts.start() }
  }
}
