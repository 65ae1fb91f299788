public import CoreInterfaces
import Foundation
public import Observation

/// The round-setup screen: choose a round and a bow setup, then start.
///
/// Choosing the setup is an awaited navigation — `await navigator.pickBowSetup()` — and Back
/// from the picker keeps the previous choice.
@MainActor
@Observable
public final class RoundSetupModel {
  /// The chosen round's codename.
  public var codename: String
  /// The chosen bow setup, if any.
  public private(set) var bowSetup: BowSetupSummary?
  /// Starting the round: idle, in progress, failed (with why), or started.
  public private(set) var start: LoadState<RoundID, UserFacingError> = .idle
  /// A round of this codename left unfinished (in progress or paused), offered to continue.
  public private(set) var unfinished: RoundListing?
  /// The club target holding ``unfinished`` (its ID's first 8 characters), if one does: its
  /// ends are entered on the Target screen, so ``continueRound()`` does not open it for scoring.
  public private(set) var unfinishedTarget: String?
  /// What this screen asks its presenter to do.
  public let actions: AsyncStream<ScoringAction>

  @ObservationIgnored private weak var navigator: (any ScoringNavigator)?
  @ObservationIgnored private let emit: AsyncStream<ScoringAction>.Continuation
  @ObservationIgnored @Dependency(\.rounds) private var rounds
  @ObservationIgnored @Dependency(\.targets) private var targets

  /// Creates the screen for `codename`, presented by `navigator` (held weakly).
  public init(codename: String = "portsmouth", navigator: any ScoringNavigator) {
    self.codename = codename
    self.navigator = navigator
    (actions, emit) = AsyncStream.makeStream(of: ScoringAction.self)
  }

  isolated deinit { emit.finish() }

  /// The round the codename names, if it is one.
  public var round: RoundDefinition? { RoundCatalogue.round(codename) }

  /// The chosen setup's sight mark for each of the round's distances (once each, in shooting
  /// order): recorded, estimated between recorded ones, or `nil` when there is nothing to go on.
  public var sightMarks: [(distance: Length, reading: SightMarkReading?)] {
    guard let round else { return [] }
    var seen: [Length] = []
    for pass in round.passes where !seen.contains(pass.distance) { seen.append(pass.distance) }
    return seen.map { ($0, bowSetup?.sightMarks.reading(at: $0)) }
  }

  /// Asks the presenter for a bow setup and waits; keeps the old choice if none is made.
  public func chooseBowSetup() async {
    guard let navigator, let chosen = await navigator.pickBowSetup() else { return }
    bowSetup = chosen
  }

  /// Looks for an unfinished round of this codename to offer; a failed read offers nothing here
  /// and is said when starting.
  public func load() async {
    unfinished = try? await rounds.unfinished(codename)
    unfinishedTarget = await target(holding: unfinished)
  }

  /// The club target holding `round`, if any (a failed read names none).
  private func target(holding round: RoundListing?) async -> String? {
    guard let round else { return nil }
    let boards = (try? await targets.list()) ?? []
    return boards.first { $0.rounds.values.contains(round.id) }
      .map { String($0.id.uuidString.lowercased().prefix(8)) }
  }

  /// Goes back to the unfinished round: tells the presenter to show it for scoring.
  @discardableResult
  public func continueRound() -> Bool {
    guard let unfinished, unfinishedTarget == nil else { return false }
    start = .loaded(unfinished.id)
    emit.yield(.roundStarted(unfinished.id, codename: codename))
    return true
  }

  /// Starts the round and tells the presenter; refused while one of this round is unfinished
  /// (``unfinished``, to continue instead). A failure is shown, never thrown.
  public func startRound() async {
    start = .loading(progress: nil)
    do {
      let definition = try await rounds.definition(named: codename)
      let id = try await rounds.startNew(definition, bowSetup).id
      start = .loaded(id)
      emit.yield(.roundStarted(id, codename: codename))
    } catch let error as UnfinishedRound {
      unfinished = error.round
      unfinishedTarget = await target(holding: error.round)
      start = .failed(UserFacingError(UnfinishedRound(error.round, target: unfinishedTarget)))
    } catch {
      start = .failed(UserFacingError(error))
    }
  }
}
