public import CoreInterfaces

/// A unit of measure, named in the type so a length in inches can never be read as grams.
public protocol MeasureUnit: Sendable {
  /// How the unit is written: `in`, `lb`, …
  static var symbol: String { get }
  /// The values a quantity in this unit may take (what archers' gear can measure).
  static var range: ClosedRange<Double> { get }
}

/// Inches (riser, arrow, stabilizer and string lengths).
public enum InchUnit: MeasureUnit {
  /// `in`.
  public static let symbol = "in"
  /// From 0 to the largest of any gear.
  public static let range: ClosedRange<Double> = 0...200
}
/// Pounds (draw weight).
public enum PoundUnit: MeasureUnit {
  /// `lb`.
  public static let symbol = "lb"
  /// The draw weights bows are made in (the one thing weighed in pounds).
  public static let range: ClosedRange<Double> = 5...80
}
/// Grains (point and arrow weights).
public enum GrainUnit: MeasureUnit {
  /// `gr`.
  public static let symbol = "gr"
  /// From 0 to the largest of any gear.
  public static let range: ClosedRange<Double> = 0...5_000
}
/// Grams (stabilizer and weight masses).
public enum GramUnit: MeasureUnit {
  /// `g`.
  public static let symbol = "g"
  /// From 0 to the largest of any gear.
  public static let range: ClosedRange<Double> = 0...10_000
}
/// Millimetres (shaft diameter).
public enum MillimetreUnit: MeasureUnit {
  /// `mm`.
  public static let symbol = "mm"
  /// From 0 to the largest of any gear.
  public static let range: ClosedRange<Double> = 0...50
}

/// A number with its unit in its type: `Inches(25)`, `Pounds(38)`.
public struct Quantity<Unit: MeasureUnit>: Hashable, Codable, Sendable, Comparable,
  CustomStringConvertible
{
  /// The number, in `Unit`.
  public let value: Double

  /// A quantity of `value` `Unit`s, finite and within `Unit.range`, or an error naming `field`.
  public init(_ value: Double, for field: String = "value") throws(ValueRangeError) {
    self.value = try Bounded.check(value, in: Unit.range, field, unit: Unit.symbol)
  }

  /// A quantity written in this package's own source (the samples); tests check each.
  init(known value: Double) { self.value = value }

  /// `25 in`, `38.5 lb`.
  public var description: String { "\(NumberText.plain(value)) \(Unit.symbol)" }

  /// Orders by value.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

  /// Decodes from a bare number, through the checked initializer.
  public init(from decoder: any Decoder) throws {
    try self.init(try decoder.singleValueContainer().decode(Double.self))
  }

  /// Encodes as a bare number.
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
