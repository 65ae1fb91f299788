public import CoreInterfaces

/// Where an arrow hit, in metres from the face centre, +y up.
public struct PlotPosition: Sendable, Hashable, Codable {
  /// Metres right of the centre.
  public var x: Double
  /// Metres above the centre.
  public var y: Double

  /// A position.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
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
