public import CoreInterfaces
public import Observation

/// The analytics hub: recent rounds, totals, best scores and the handicap trend, kept current by
/// an observed query of the stored round summaries (never the arrows) — scoring an arrow anywhere
/// updates it. A failure (of the query or of a
/// refresh) keeps every figure already shown and shows the error beside them.
@MainActor
@Observable
public final class AnalyticsHubModel {
  /// The screen's observed query: the figures it shows, read from the stored round summaries
  /// (never the arrows).
  public let shown: Observed<AnalyticsHubFigures>
  /// The figures, once loaded; kept through later failures.
  public var figures: AnalyticsHubFigures? { shown.value }
  /// The stored rounds the figures leave out because they cannot be read, each naming itself.
  public private(set) var unreadable: [StoreDamage] = []
  /// Of those, the round rows: the rounds no figure counts. A round whose arrow is damaged is
  /// counted, as a miss, and named from the figures (``AnalyticsHubFigures/damagedArrows``).
  public var notCounted: [StoreDamage] { unreadable.filter { $0.row.hasPrefix("round") } }
  /// The active archer's head-to-head matches, read as `stats matches` reads them
  /// (``AnalyticsClient/matchHistory``) on every showing; `nil` until read.
  public private(set) var matches: MatchHistory?
  /// Why the last intent or read failed, if it did; cleared by the next success.
  public var error: UserFacingError? { refusal ?? shown.error ?? shown.state.failure }
  /// Whether the first figures are still on their way.
  public var isLoading: Bool { figures == nil && error == nil }
  /// What this screen asks its presenter to do.
  public let actions: AsyncStream<AnalyticsAction>

  @ObservationIgnored @Dependency(\.analytics) private var analytics
  @ObservationIgnored private let emit: AsyncStream<AnalyticsAction>.Continuation
  private var refusal: UserFacingError?

  /// A hub with nothing loaded; call ``start()``.
  public init() {
    let analytics = Dependency(\.analytics)  // read when the query starts
    shown = Observed { analytics.wrappedValue.observeHub() }
    (actions, emit) = AsyncStream.makeStream(of: AnalyticsAction.self)
  }

  isolated deinit { emit.finish() }

  /// Asks the presenter to open the recent round at `position` (from 1); `false`, with
  /// ``error`` naming the numbers there are, when there is none there.
  @discardableResult
  public func openRecent(position: Int) -> Bool {
    let recent = figures?.recent ?? []
    guard position >= 1, recent.indices.contains(position - 1) else {
      refusal = UserFacingError(
        NoRoundThere("No round \(position): type a number from 1 to \(recent.count)."))
      return false
    }
    refusal = nil
    emit.yield(.openRound(recent[position - 1].id))
    return true
  }

  /// Follows the summaries: new figures after every change, until ``stop()``. If the query
  /// fails, the figures stay and the error shows; ``refresh()`` tries again.
  public func start() { shown.start() }

  /// Stops following the rounds.
  public func stop() { shown.stop() }

  /// Follows the summaries if they are not followed yet, returns once they are read, and names
  /// the rounds that cannot be read and the match history (once per showing, not per change).
  public func refresh() async {
    await shown.load()
    guard !Task.isCancelled else { return }
    do {
      unreadable = try await analytics.unreadableRounds()
    } catch {
      refusal = UserFacingError(error)
    }
    guard !Task.isCancelled else { return }
    do {
      matches = try await analytics.matchHistory(nil)
    } catch {
      refusal = UserFacingError(error)  // the matches already shown stay
    }
  }
}
