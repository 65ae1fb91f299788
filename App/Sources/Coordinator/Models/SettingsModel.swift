public import CoreInterfaces
public import Observation

/// The settings screen: the settings as stored, followed live (another screen or `quiver
/// settings set` changes them and this screen shows it), and changed one key at a time.
@MainActor
@Observable
public final class SettingsModel {
  /// The settings, once read.
  public private(set) var current: AppSettings?
  /// Why the last change was refused, or the settings could not be read.
  public private(set) var error: UserFacingError?

  @ObservationIgnored @Dependency(\.settings) private var settings
  @ObservationIgnored private var observation: Task<Void, Never>?

  /// A settings screen with nothing read yet; call ``start()``.
  public init() {}

  isolated deinit { observation?.cancel() }

  /// Reads the settings now; a failure says why.
  public func load() async {
    do {
      current = try await settings.load()
      error = nil
    } catch {
      self.error = UserFacingError(error)
    }
  }

  /// Follows the stored settings until the screen goes.
  public func start() {
    observation?.cancel()
    let changes = settings.observe()
    observation = Task { [weak self] in
      do {
        for try await value in changes { self?.current = value }
      } catch is CancellationError {
      } catch {
        self?.error = UserFacingError(error)
      }
    }
  }

  /// Sets `key` to `value` and saves; a refusal names what is accepted and changes nothing.
  @discardableResult
  public func set(_ key: String, to value: String) async -> Bool {
    do {
      var changed = try await settings.load()
      try changed.set(key, to: value)
      try await settings.save(changed)
      current = changed
      error = nil
      return true
    } catch {
      self.error = UserFacingError(error)
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
