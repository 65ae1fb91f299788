public import CoreInterfaces
public import Observation

/// The settings every screen draws with — colour, units, the arrow diameter scoring plots with —
/// followed while the app runs (one observed query, `SettingsClient/observe`), so a change on the
/// Settings screen or by `quiver settings set` reaches every open screen.
@MainActor
@Observable
public final class AppearanceModel {
  /// The observed query of the stored settings.
  public let shown: Observed<AppSettings>
  /// The settings in force: a save's own (``use(_:)``) until the store hands the next, else the
  /// stored ones, else the defaults until read.
  public var settings: AppSettings { used ?? shown.value ?? AppSettings() }
  /// Why the settings could not be read or followed; the last read (or the defaults) is used.
  public var error: UserFacingError? { shown.error }

  /// Told each new value, to pass on what screens' models need (a scoring screen's diameter).
  @ObservationIgnored public var onChange: @MainActor (AppSettings) -> Void = { _ in }
  /// A value saved here, in force until the store hands one.
  private var used: AppSettings?

  /// The defaults, not yet read; the coordinator owns one.
  public init() {
    let store = Dependency(\.settings)  // read when the query starts
    shown = Observed { store.wrappedValue.observe() }
    shown.onValue = { [weak self] value in
      self?.used = nil
      self?.onChange(value)
    }
  }

  /// Follows the settings from now on until ``stop()``, and returns once they are read.
  public func start() async {
    shown.start()
    await shown.arrived()
  }

  /// Uses `value` from now on (a save on the Settings screen, before its change comes round).
  public func use(_ value: AppSettings) {
    used = value
    onChange(value)
  }

  /// Stops following the settings.
  public func stop() { shown.stop() }
}
