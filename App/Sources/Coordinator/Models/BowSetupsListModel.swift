public import CoreInterfaces
public import Equipment
public import Observation

/// The archer's bow setups: read when shown, and again whenever gear changes.
@MainActor
@Observable
public final class BowSetupsListModel {
  /// The setups, loading, or why they could not be read.
  public private(set) var setups: LoadState<[BowSetup], UserFacingError> = .idle
  /// The stored setups that could not be read, each named on a line of its own.
  public private(set) var damaged: [StoreDamage] = []
  /// Why the last choice was refused.
  public private(set) var error: UserFacingError?

  @ObservationIgnored @Dependency(\.equipment) private var equipment
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// A list with nothing read; the coordinator loads and starts it.
  public init() {}

  isolated deinit { observation?.cancel() }

  /// Reads the setups; a failure keeps a list already shown and says why.
  public func load() async {
    let previous = setups.value
    if previous == nil { setups = .loading(progress: nil) }
    do {
      let listed = try await equipment.fetchBowSetups()
      setups = .loaded(listed.items)
      damaged = listed.damaged
      error = nil
    } catch {
      if let previous {
        setups = .loaded(previous)
      } else {
        setups = .failed(UserFacingError(error))
      }
      self.error = UserFacingError(error)
    }
  }

  /// Reads the setups again whenever gear changes, until the screen goes.
  public func start() {
    observation?.cancel()
    let changes = equipment.observeAll()
    observation = Task { [weak self] in
      do {
        for try await _ in changes { await self?.load() }
      } catch is CancellationError {
      } catch {
        self?.error = UserFacingError(error)
      }
    }
  }

  /// The setup at `position` (from 1), or `nil` with ``error`` naming the numbers there are.
  public func setup(at position: Int) -> BowSetup? {
    let listed = setups.value ?? []
    guard position >= 1, listed.indices.contains(position - 1) else {
      error = UserFacingError(
        NoSuchChoice("No bow setup \(position): type a number from 1 to \(listed.count)."))
      return nil
    }
    error = nil
    return listed[position - 1]
  }
}
