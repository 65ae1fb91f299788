public import CoreInterfaces
public import Observation

/// The settings screen: the settings as stored, followed live (another screen or `quiver
/// settings set` changes them and this screen shows it), and changed one key at a time.
@MainActor
@Observable
public final class SettingsModel {
  /// The screen's observed query: the settings as stored (`SettingsClient/observe`).
  public let shown: Observed<AppSettings>
  /// The settings, once read.
  public var current: AppSettings? { shown.value }
  /// Why the last change was refused, or the settings could not be read.
  public var error: UserFacingError? { refusal ?? shown.error ?? shown.state.failure }

  @ObservationIgnored @Dependency(\.settings) private var settings
  private var refusal: UserFacingError?

  /// A settings screen with nothing read yet; call ``start()``.
  public init() {
    let settings = Dependency(\.settings)  // read when the query starts
    shown = Observed { settings.wrappedValue.observe() }
  }

  /// Follows the settings if they are not followed yet, and returns once they are read.
  public func load() async { await shown.load() }

  /// Follows the stored settings until the screen goes.
  public func start() { shown.start() }

  /// Sets `key` to `value` and saves; a refusal names what is accepted and changes nothing.
  @discardableResult
  public func set(_ key: String, to value: String) async -> Bool {
    do {
      var changed = try await settings.load()
      try changed.set(key, to: value)
      try await settings.save(changed)
      refusal = nil
      // The screen drawn next shows the change: followed again, it reads once now.
      shown.start()
      await shown.arrived()
      return true
    } catch {
      refusal = UserFacingError(error)
      return false
    }
  }

  /// Moves colour on to the next choice: auto → on → off → auto.
  @discardableResult
  public func cycleColour() async -> Bool {
    let all = AppSettings.Colour.allCases
    let now = current?.colour ?? .auto
    let next = all[((all.firstIndex(of: now) ?? 0) + 1) % all.count]
    return await set("colour", to: next.rawValue)
  }

  /// Switches units between metric and imperial.
  @discardableResult
  public func toggleUnits() async -> Bool {
    await set("units", to: current?.units == .imperial ? "metric" : "imperial")
  }
}
