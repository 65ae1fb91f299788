public import CoreInterfaces

/// Where an arrow hit, in metres from the face centre, +y up; finite and within
/// `Bounded.plotMetres` on each axis, checked here for the CLI, the app, the feed and imports.
public struct PlotPosition: Sendable, Hashable, Codable {
  /// Metres right of the centre.
  public let x: Double
  /// Metres above the centre.
  public let y: Double

  /// A position, or an error naming the axis that is out of range.
  public init(x: Double, y: Double) throws(ValueRangeError) {
    self.x = try Bounded.check(x, in: Bounded.plotMetres, "arrow position x", unit: "m")
    self.y = try Bounded.check(y, in: Bounded.plotMetres, "arrow position y", unit: "m")
  }

  /// Decodes through the checked initializer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      x: try container.decode(Double.self, forKey: .x),
      y: try container.decode(Double.self, forKey: .y))
  }
}

/// One arrow as the archer entered it: its value (points, X, miss), where it hit if plotted, and
/// which numbered arrow it was if known. An end is a list of these — never parallel arrays.
public struct ArrowEntry: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Points, X and miss.
  public var value: ArrowValue
  /// Where it hit, if plotted.
  public var position: PlotPosition?
  /// The arrow's number in its set, if known.
  public var arrowNumber: Int?

  /// An entry.
  public init(_ value: ArrowValue, position: PlotPosition? = nil, arrowNumber: Int? = nil) {
    self.value = value
    self.position = position
    self.arrowNumber = arrowNumber
  }

  /// Points scored; 0 for a miss.
  public var points: Int { value.points }
  /// Whether it was written X.
  public var isX: Bool { value.isX }
  /// Whether it missed.
  public var isMiss: Bool { value.isMiss }
  /// Scoresheet notation: `X`, `M` or the points.
  public var description: String { value.description }
}
