/// A distance or size with the unit it was given in; Quiver computes in metres.
public struct Length: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Units archers use.
  public enum Unit: String, Sendable, Hashable, Codable {
    case metres = "m", centimetres = "cm", yards = "yd", inches = "in"

    /// Metres in one of this unit.
    public var metres: Double {
      switch self {
      case .metres: 1
      case .centimetres: 0.01
      case .yards: 0.9144
      case .inches: 0.0254
      }
    }
  }

  /// The number as given.
  public var value: Double
  /// The unit it was given in.
  public var unit: Unit

  /// Creates a length.
  public init(_ value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The length in metres.
  public var metres: Double { value * unit.metres }

  /// `70 m`, `20 yd`, `16 in`.
  public var description: String {
    let number = value.rounded() == value ? String(Int(value)) : String(value)
    return "\(number) \(unit.rawValue)"
  }
}
