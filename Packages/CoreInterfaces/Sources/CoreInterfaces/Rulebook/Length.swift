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
  public let value: Double
  /// The unit it was given in.
  public let unit: Unit

  /// A length of more than zero and at most a kilometre (``Bounded/lengthMetres``), or an error
  /// saying so: every length from a person, a file or a device is made here.
  public init(_ value: Double, _ unit: Unit) throws(ValueRangeError) {
    guard value.isFinite, Bounded.lengthMetres.contains(value * unit.metres) else {
      throw ValueRangeError(
        "length", value: "\(NumberText.plain(value)) \(unit.rawValue)",
        accepted: Bounded.describe(Bounded.lengthMetres, unit: "m"))
    }
    self.init(known: value, unit)
  }

  /// A length written in Quiver's own source (the catalogue); its tests check each is in range.
  init(known value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// Decodes `{"value": …, "unit": …}` through the checked initializer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      try container.decode(Double.self, forKey: .value),
      try container.decode(Unit.self, forKey: .unit))
  }

  /// The length in metres.
  public var metres: Double { value * unit.metres }

  /// `70 m`, `20 yd`, `16 in`.
  public var description: String { "\(NumberText.plain(value)) \(unit.rawValue)" }
}

extension Length {
  /// Parses a length as archers write it: a positive number and a unit, `70m`, `20yd`, `40cm`,
  /// `16in` (a space between them is fine). The command line and the app read lengths this way.
  public init(parsing text: String) throws(LengthParseError) {
    let trimmed = text.filter { !$0.isWhitespace }.lowercased()
    // No unit has an "e", so an exponent (`1e3m`) is read as part of the number.
    let number = trimmed.prefix { "0123456789.e+-".contains($0) }
    guard let value = NumberText.decimal(number), value > 0, value.isFinite else {
      throw .notALength(text)
    }
    guard let unit = Unit(rawValue: String(trimmed.dropFirst(number.count))) else {
      throw .unknownUnit(text)
    }
    do { try self.init(value, unit) } catch { throw .outOfRange(error) }
  }
}

/// Why text is not a length, in words a person can act on.
public enum LengthParseError: Error, Equatable, CustomStringConvertible {
  /// No positive number at the start.
  case notALength(String)
  /// A number, but no unit Quiver knows.
  case unknownUnit(String)
  /// A length, but not one Quiver accepts.
  case outOfRange(ValueRangeError)

  /// What was wrong and how to write it.
  public var description: String {
    switch self {
    case .notALength(let text):
      "'\(text)' is not a length; write a positive number and a unit: 70m, 20yd, 40cm, 16in"
    case .unknownUnit(let text): "'\(text)' has no unit Quiver knows; use m, yd, cm or in"
    case .outOfRange(let error): String(error.errorDescription?.dropLast() ?? "")
    }
  }
}
