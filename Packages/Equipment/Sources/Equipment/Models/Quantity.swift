/// A unit of measure, named in the type so a length in inches can never be read as grams.
public protocol MeasureUnit: Sendable {
  /// How the unit is written: `in`, `lb`, …
  static var symbol: String { get }
}

/// Inches (riser, arrow, stabilizer and string lengths).
public enum InchUnit: MeasureUnit {
  /// `in`.
  public static let symbol = "in"
}
/// Pounds (draw weight).
public enum PoundUnit: MeasureUnit {
  /// `lb`.
  public static let symbol = "lb"
}
/// Grains (point and arrow weights).
public enum GrainUnit: MeasureUnit {
  /// `gr`.
  public static let symbol = "gr"
}
/// Grams (stabilizer and weight masses).
public enum GramUnit: MeasureUnit {
  /// `g`.
  public static let symbol = "g"
}
/// Millimetres (shaft diameter).
public enum MillimetreUnit: MeasureUnit {
  /// `mm`.
  public static let symbol = "mm"
}

/// A number with its unit in its type: `Inches(25)`, `Pounds(38)`.
public struct Quantity<Unit: MeasureUnit>: Hashable, Codable, Sendable, Comparable,
  CustomStringConvertible
{
  /// The number, in `Unit`.
  public var value: Double

  /// A quantity of `value` `Unit`s.
  public init(_ value: Double) { self.value = value }

  /// `25 in`, `38.5 lb`.
  public var description: String {
    let text = value.rounded() == value ? String(Int(value)) : String(value)
    return "\(text) \(Unit.symbol)"
  }

  /// Orders by value.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

  /// Encodes as a bare number.
  public init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(Double.self)
  }

  /// Decodes from a bare number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

/// Inches.
public typealias Inches = Quantity<InchUnit>
/// Pounds.
public typealias Pounds = Quantity<PoundUnit>
/// Grains.
public typealias Grains = Quantity<GrainUnit>
/// Grams.
public typealias Grams = Quantity<GramUnit>
/// Millimetres.
public typealias Millimetres = Quantity<MillimetreUnit>
