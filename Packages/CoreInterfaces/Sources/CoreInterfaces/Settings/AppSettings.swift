public import Foundation

/// The archer's settings: colour in the terminal, units for display, and the shaft diameter
/// plotted arrows are scored with. Persisted, and observed, so a change reaches every screen.
public struct AppSettings: Sendable, Equatable, Codable {
  /// When to use colour.
  public enum Colour: String, Sendable, Codable, CaseIterable {
    /// When the terminal supports it and `NO_COLOR` is not set.
    case auto
    /// Always.
    case on
    /// Never.
    case off
  }

  /// How lengths and masses are shown.
  public enum Units: String, Sendable, Codable, CaseIterable {
    /// Metres, centimetres, grams.
    case metric
    /// Yards, inches, grains.
    case imperial
  }

  /// When to use colour.
  public var colour = Colour.auto
  /// How lengths and masses are shown.
  public var units = Units.metric
  /// The shaft diameter plotted arrows are scored with, in metres (0–12 mm; 0 scores the hit
  /// point itself).
  public var arrowDiameter = 0.0055
  /// Stored settings that could not be read, by key, with why: each uses its default until set.
  /// Not encoded: it describes the store, not a choice.
  public var damaged: [String: String] = [:]

  private enum CodingKeys: String, CodingKey {
    case colour, units, arrowDiameter
  }

  /// The defaults.
  public init() {}

  /// Every setting as `key → value` text, in a stable order (what `quiver settings` prints).
  public var entries: [(key: String, value: String)] {
    [
      ("colour", colour.rawValue), ("units", units.rawValue),
      ("arrow-mm", String(format: "%g", arrowDiameter * 1_000)),
    ]
  }

  /// One line per damaged setting, for a screen or standard error:
  /// `arrow-mm is damaged in the database (…); using 5.5 mm until you set it`.
  public var damageNotes: [String] {
    let defaults = AppSettings().entries
    return damaged.sorted { $0.key < $1.key }.map { key, why in
      let value = defaults.first { $0.key == key }?.value ?? "the default"
      return
        "\(key) is damaged in the database (\(why)); using \(value)\(key == "arrow-mm" ? " mm" : "") "
        + "until you set it"
    }
  }

  /// Sets `key` from text, refusing an unknown key or value with what is accepted; a damaged
  /// stored value of the key is no longer damaged once set.
  public mutating func set(_ key: String, to text: String) throws(SettingsError) {
    switch key {
    case "colour", "color":
      guard let colour = Colour(rawValue: text.lowercased()) else {
        throw .badValue(key: "colour", value: text, accepted: "auto, on or off")
      }
      self.colour = colour
    case "units":
      guard let units = Units(rawValue: text.lowercased()) else {
        throw .badValue(key: "units", value: text, accepted: "metric or imperial")
      }
      self.units = units
    case "arrow-mm":
      guard let millimetres = NumberText.decimal(text), millimetres.isFinite,
        Bounded.arrowMillimetres.contains(millimetres)
      else {
        throw .badValue(
          key: "arrow-mm", value: ValueRangeError.shortened(text),
          accepted: "a shaft diameter of \(Bounded.describe(Bounded.arrowMillimetres, unit: "mm"))")
      }
      arrowDiameter = millimetres / 1_000
    default:
      throw .unknownKey(key)
    }
    damaged[key == "color" ? "colour" : key] = nil
  }

  /// Whether to colour output on a terminal, given the environment (`NO_COLOR` turns `auto` off).
  public func usesColour(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch colour {
    case .on: true
    case .off: false
    case .auto: isTerminal && environment["NO_COLOR"].map(\.isEmpty) != false
    }
  }
}

/// Why a setting was refused.
public enum SettingsError: Error, Equatable, LocalizedError {
  /// No setting has this name.
  case unknownKey(String)
  /// The value is not one the setting takes.
  case badValue(key: String, value: String, accepted: String)

  /// What was wrong and what is accepted.
  public var errorDescription: String? {
    switch self {
    case .unknownKey(let key):
      "There is no setting '\(key)'; the settings are colour, units and arrow-mm."
    case .badValue(let key, let value, let accepted):
      "'\(value)' is not a value for \(key); use \(accepted)."
    }
  }
}
