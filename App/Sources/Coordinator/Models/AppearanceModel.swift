public import CoreInterfaces
public import Observation

/// The settings every screen draws with — colour, units, the arrow diameter scoring plots with —
/// read at start-up and followed while the app runs, so a change on the Settings screen or by
/// `quiver settings set` reaches every open screen.
@MainActor
@Observable
public final class AppearanceModel {
  /// The settings in force (the defaults until read).
  public private(set) var settings = AppSettings()
  /// Why the settings could not be read or followed; the defaults are used meanwhile.
  public private(set) var error: UserFacingError?

  /// Told each new value, to pass on what screens' models need (a scoring screen's diameter).
  @ObservationIgnored public var onChange: @MainActor (AppSettings) -> Void = { _ in }
  @ObservationIgnored @Dependency(\.settings) private var store
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// The defaults, not yet read; the coordinator owns one.
  public init() {}

  isolated deinit { observation?.cancel() }

  /// Reads the settings now and follows later changes until ``stop()``.
  public func start() async {
    do {
      use(try await store.load())
    } catch {
      self.error = UserFacingError(error)
    }
    observation?.cancel()
    let changes = store.observe()
    observation = Task { [weak self] in
      do {
        for try await value in changes { self?.use(value) }
      } catch is CancellationError {
      } catch {
        self?.error = UserFacingError(error)
      }
    }
  }

  /// Uses `value` from now on (a save on the Settings screen, before its change comes round).
  public func use(_ value: AppSettings) {
    settings = value
    error = nil
    onChange(value)
  }

  /// Stops following the settings.
  public func stop() {
    observation?.cancel()
    observation = nil
  }
}
