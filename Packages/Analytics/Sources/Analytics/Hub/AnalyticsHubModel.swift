public import CoreInterfaces
public import Observation

/// The analytics hub: recent rounds, totals, best scores and the handicap trend, kept current by
/// an observed query — scoring an arrow anywhere updates it. A failure (of the query or of a
/// refresh) keeps every figure already shown and shows the error beside them.
@MainActor
@Observable
public final class AnalyticsHubModel {
  /// The figures, once loaded; kept through later failures.
  public private(set) var figures: AnalyticsHubFigures?
  /// Why the last load failed, if it did; cleared by the next success.
  public private(set) var error: UserFacingError?
  /// Whether the first figures are still on their way.
  public var isLoading: Bool { figures == nil && error == nil }

  @ObservationIgnored @Dependency(\.analytics) private var analytics
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// A hub with nothing loaded; call ``start()``.
  public init() {}

  isolated deinit { observation?.cancel() }

  /// Follows the rounds: new figures after every change, until ``stop()``. If the query fails,
  /// the figures stay and the error shows; ``refresh()`` tries again.
  public func start() {
    observation?.cancel()
    let rounds = analytics.observeRounds()
    observation = Task { [weak self] in
      do {
        for try await records in rounds { self?.show(records) }
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
      show(try await analytics.rounds())
    } catch {
      self.error = UserFacingError(error)
    }
  }

  private func show(_ records: [RoundRecord]) {
    figures = AnalyticsHubFigures(records)
    error = nil
  }
}
