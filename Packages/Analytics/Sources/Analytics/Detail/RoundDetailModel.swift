public import CoreInterfaces
public import Observation

/// One round in detail: its record (end by end), its statistics, its face plot and its score
/// card. Loaded on demand; a failed reload keeps what is shown and says why.
@MainActor
@Observable
public final class RoundDetailModel {
  /// A loaded round and what is computed from it.
  public struct Detail: Sendable, Equatable {
    /// The round and its arrows.
    public var record: RoundRecord
    /// Its statistics.
    public var statistics: RoundStatistics
    /// The face as terminal text (``UnicodeFace``), `nil` when no arrow was plotted.
    public var face: [String]?
  }

  /// The round shown.
  public let roundID: RoundID
  /// The detail, loading, or why it could not be loaded.
  public private(set) var detail: LoadState<Detail, UserFacingError> = .idle
  /// The round's score card (`RoundResult`), or why it could not be read (a damaged stored
  /// summary): read with the detail, shown under it.
  public private(set) var card: LoadState<RoundResult, UserFacingError> = .idle
  /// Why the last intent was refused.
  public private(set) var error: UserFacingError?
  /// What this screen asks its presenter to do.
  public let actions: AsyncStream<AnalyticsAction>

  @ObservationIgnored @Dependency(\.analytics) private var analytics
  @ObservationIgnored @Dependency(\.roundResults) private var results
  @ObservationIgnored private let emit: AsyncStream<AnalyticsAction>.Continuation
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// The detail of `roundID`, not yet loaded.
  public init(roundID: RoundID) {
    self.roundID = roundID
    (actions, emit) = AsyncStream.makeStream(of: AnalyticsAction.self)
  }

  isolated deinit {
    observation?.cancel()
    emit.finish()
  }

  /// Loads the round again whenever stored rounds change (an arrow scored on another screen or
  /// by the command line), until the screen goes.
  public func start() {
    observation?.cancel()
    let changes = analytics.observeRounds()
    observation = Task { [weak self] in
      do {
        for try await _ in changes { await self?.load() }
      } catch is CancellationError {
      } catch {
        self?.error = UserFacingError(error)
      }
    }
  }

  /// Asks the presenter to show the round for scoring; `false`, with ``error`` saying why, when
  /// it is not loaded or takes no more arrows.
  @discardableResult
  public func continueScoring() -> Bool {
    guard let record = detail.value?.record else { return false }
    guard record.progress.isOpen else {
      error = UserFacingError(
        NoRoundThere(
          "This round is \(record.progress.phase.displayName): there is nothing left to score."))
      return false
    }
    error = nil
    emit.yield(.continueScoring(record.id))
    return true
  }

  /// Asks the presenter to show the round's sheet to correct an arrow (or, for a round entered
  /// by its total alone, that total), in any status; `false`, with ``error`` saying why, when it
  /// is not loaded or holds nothing to correct yet.
  @discardableResult
  public func correctArrows() -> Bool {
    guard let record = detail.value?.record else { return false }
    guard !record.arrows.isEmpty || record.recordedTotal != nil else {
      error = UserFacingError(
        NoRoundThere("This round has no arrow yet: there is nothing to correct."))
      return false
    }
    error = nil
    emit.yield(.correctArrows(record.id))
    return true
  }

  /// Loads (or reloads) the round; a failure keeps a detail already shown.
  public func load() async {
    let previous = detail.value
    if previous == nil { detail = .loading(progress: nil) }
    do {
      let record = try await analytics.round(roundID)
      let plotted = record.arrows.contains { $0.position != nil }
      detail = .loaded(
        Detail(
          record: record, statistics: RoundStatistics(record),
          face: plotted ? UnicodeFace.lines(record) : nil))
    } catch {
      detail = previous.map { .loaded($0) } ?? .failed(UserFacingError(error))
      return
    }
    do {
      card = .loaded(try await results.result(roundID))
    } catch {
      card = .failed(UserFacingError(error))
    }
  }
}
