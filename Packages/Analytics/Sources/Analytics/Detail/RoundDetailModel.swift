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

  /// What the screen shows: the detail and its score card, read together per change.
  public struct Shown: Sendable, Equatable {
    /// The round, its statistics and face.
    public var detail: Detail
    /// The round's score card, or why it could not be read (a damaged stored summary).
    public var card: LoadState<RoundResult, UserFacingError>
  }

  /// The round shown.
  public let roundID: RoundID
  /// The screen's observed query: this round (``AnalyticsClient/observeRound``), nothing else.
  public let shown: Observed<Shown>
  /// The detail, loading, or why it could not be loaded.
  public var detail: LoadState<Detail, UserFacingError> { shown.state.map(\.detail) }
  /// The round's score card (`RoundResult`), or why it could not be read (a damaged stored
  /// summary): read with the detail, shown under it.
  public var card: LoadState<RoundResult, UserFacingError> { shown.value?.card ?? .idle }
  /// Why the last intent was refused, else why the round could not be read again.
  public var error: UserFacingError? { refusal ?? shown.error }
  /// What this screen asks its presenter to do.
  public let actions: AsyncStream<AnalyticsAction>

  @ObservationIgnored private let emit: AsyncStream<AnalyticsAction>.Continuation
  private var refusal: UserFacingError?

  /// The detail of `roundID`, not yet loaded.
  public init(roundID: RoundID) {
    self.roundID = roundID
    // Read when the query starts, in the scope of that moment, as any `@Dependency` is.
    let (analyticsClient, resultsClient) = (Dependency(\.analytics), Dependency(\.roundResults))
    shown = Observed {
      let results = resultsClient.wrappedValue
      return analyticsClient.wrappedValue.observeRound(roundID).map { record in
        let plotted = record.arrows.contains { $0.position != nil }
        let detail = Detail(
          record: record, statistics: RoundStatistics(record),
          face: plotted ? UnicodeFace.lines(record) : nil)
        do {
          return Shown(detail: detail, card: .loaded(try await results.result(roundID)))
        } catch {
          return Shown(detail: detail, card: .failed(UserFacingError(error)))
        }
      }
    }
    (actions, emit) = AsyncStream.makeStream(of: AnalyticsAction.self)
  }

  isolated deinit { emit.finish() }

  /// Follows the round while the screen is on top: every change to it shows without a key.
  public func start() { shown.start() }

  /// Follows the round if it is not followed yet, and returns once it is read.
  public func load() async {
    await shown.load()
  }

  /// Asks the presenter to show the round for scoring; `false`, with ``error`` saying why, when
  /// it is not loaded or takes no more arrows.
  @discardableResult
  public func continueScoring() -> Bool {
    guard let record = detail.value?.record else { return false }
    guard record.progress.isOpen else {
      refusal = UserFacingError(
        NoRoundThere(
          "This round is \(record.progress.phase.displayName): there is nothing left to score."))
      return false
    }
    if let target = record.clubTarget {  // stranger29c C11: scored on the Target screen
      refusal = UserFacingError(NoRoundThere(ClubRoundAdvice.onTarget(target)))
      return false
    }
    refusal = nil
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
      refusal = UserFacingError(
        NoRoundThere("This round has no arrow yet: there is nothing to correct."))
      return false
    }
    refusal = nil
    emit.yield(.correctArrows(record.id))
    return true
  }
}
