public import CoreInterfaces
public import Observation

/// Home: who is scoring. Reads the active archer when shown and follows every switch, so a
/// change made on the Archers screen or by `quiver archers switch` shows without a key.
@MainActor
@Observable
public final class HomeModel {
  /// The active archer, once read; `nil` when there is none yet.
  public private(set) var archer: Archer?
  /// Why the archer could not be read.
  public private(set) var error: UserFacingError?

  @ObservationIgnored @Dependency(\.archers) private var archers
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// Home with nothing read; the coordinator loads and starts it.
  public init() {}

  isolated deinit { observation?.cancel() }

  /// Reads the active archer; a failure keeps the last one shown and says why.
  public func load() async {
    do {
      archer = try await archers.active()
      error = nil
    } catch {
      self.error = UserFacingError(error)
    }
  }

  /// Follows the active archer from now on; a second call changes nothing.
  public func start() {
    guard observation == nil else { return }
    let changes = archers.observeActive()
    observation = Task { [weak self] in
      do {
        for try await archer in changes { self?.archer = archer }
      } catch is CancellationError {
      } catch {
        self?.error = UserFacingError(error)
      }
    }
  }
}
