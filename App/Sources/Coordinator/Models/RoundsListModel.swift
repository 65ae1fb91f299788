import Analytics
public import CoreInterfaces
public import Observation
public import Scoring

/// The archer's rounds, newest first: read when shown, and again whenever rounds change (a
/// round scored on another screen, or by the CLI while the app is open).
@MainActor
@Observable
public final class RoundsListModel {
  /// The rounds, loading, or why they could not be read.
  public private(set) var rounds: LoadState<[RoundListing], UserFacingError> = .idle
  /// Why the last choice was refused.
  public private(set) var error: UserFacingError?
  /// The rounds the store holds but could not read, named rather than left out.
  public private(set) var damaged: [StoreDamage] = []

  @ObservationIgnored @Dependency(\.rounds) private var client
  @ObservationIgnored @Dependency(\.analytics) private var analytics
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// A list with nothing read; the coordinator loads and starts it.
  public init() {}

  isolated deinit { observation?.cancel() }

  /// Reads the list; a failure keeps a list already shown and says why.
  public func load() async {
    let previous = rounds.value
    if previous == nil { rounds = .loading(progress: nil) }
    do {
      let listed = try await client.list()
      rounds = .loaded(listed.items)
      damaged = listed.damaged
      error = nil
    } catch {
      if let previous {
        rounds = .loaded(previous)
      } else {
        rounds = .failed(UserFacingError(error))
      }
      self.error = UserFacingError(error)
    }
  }

  /// Reads the list again whenever stored rounds change, until the screen goes.
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

  /// The round at `position` (from 1), or `nil` with ``error`` naming the numbers there are.
  public func round(at position: Int) -> RoundListing? {
    let listed = rounds.value ?? []
    guard position >= 1, listed.indices.contains(position - 1) else {
      error = UserFacingError(
        NoSuchChoice("No round \(position): type a number from 1 to \(listed.count)."))
      return nil
    }
    error = nil
    return listed[position - 1]
  }
}
