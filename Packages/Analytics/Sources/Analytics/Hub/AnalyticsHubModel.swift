public import CoreInterfaces
public import Observation

/// The analytics hub: recent rounds, totals, best scores and the handicap trend, kept current by
/// an observed query of the stored round summaries (never the arrows) — scoring an arrow anywhere
/// updates it. A failure (of the query or of a
/// refresh) keeps every figure already shown and shows the error beside them.
@MainActor
@Observable
public final class AnalyticsHubModel {
  /// The figures, once loaded; kept through later failures.
  public private(set) var figures: AnalyticsHubFigures?
  /// The stored rounds the figures leave out because they cannot be read, each naming itself.
  public private(set) var unreadable: [StoreDamage] = []
  /// Why the last load failed, if it did; cleared by the next success.
  public private(set) var error: UserFacingError?
  /// Whether the first figures are still on their way.
  public var isLoading: Bool { figures == nil && error == nil }
  /// What this screen asks its presenter to do.
  public let actions: AsyncStream<AnalyticsAction>

  @ObservationIgnored @Dependency(\.analytics) private var analytics
  @ObservationIgnored private var observation: Task<Void, Never>?
  @ObservationIgnored private let emit: AsyncStream<AnalyticsAction>.Continuation

  /// A hub with nothing loaded; call ``start()``.
  public init() { (actions, emit) = AsyncStream.makeStream(of: AnalyticsAction.self) }

  isolated deinit {
    observation?.cancel()
    emit.finish()
  }

  /// Asks the presenter to open the recent round at `position` (from 1); `false`, with
  /// ``error`` naming the numbers there are, when there is none there.
  @discardableResult
  public func openRecent(position: Int) -> Bool {
    let recent = figures?.recent ?? []
    guard position >= 1, recent.indices.contains(position - 1) else {
      error = UserFacingError(
        NoRoundThere("No round \(position): type a number from 1 to \(recent.count)."))
      return false
    }
    error = nil
    emit.yield(.openRound(recent[position - 1].id))
    return true
  }

  /// Follows the rounds: new figures after every change, until ``stop()``. If the query fails,
  /// the figures stay and the error shows; ``refresh()`` tries again.
  public func start() {
    observation?.cancel()
    let rounds = analytics.observeSummaries(HistoryFilter())
    observation = Task { [weak self] in
      do {
        for try await records in rounds {
          self?.show(records)
          await self?.readUnreadable()
        }
      } catch is CancellationError {
      } catch {
        self?.error = UserFacingError(error)
      }
    }
  }

  /// Stops following the rounds.
  public func stop() {
    observation?.cancel()
    observation = nil
  }

  /// Loads the figures once; a failure keeps the ones shown.
  public func refresh() async {
    do {
      show(try await analytics.summaries(HistoryFilter()))
      await readUnreadable()
    } catch {
      self.error = UserFacingError(error)
    }
  }

  private func readUnreadable() async {
    do {
      unreadable = try await analytics.unreadableRounds()
    } catch {
      self.error = UserFacingError(error)
    }
  }

  private func show(_ summaries: [StoredRoundSummary]) {
    figures = AnalyticsHubFigures(summaries: summaries)
    error = nil
  }
}
