public import CoreInterfaces

/// An arrow as analytics sees it: its value, where in the round, and, if plotted, where it hit
/// (metres from the centre, +y up) and which numbered arrow it was.
public struct PlottedArrow: Sendable, Hashable, Codable {
  /// The scored value.
  public var value: ArrowValue
  /// The end it was shot in, from 1.
  public var endNumber: Int
  /// Its place in the end, from 0.
  public var arrowIndex: Int
  /// Horizontal offset in metres, right positive, if plotted.
  public var x: Double?
  /// Vertical offset in metres, up positive, if plotted.
  public var y: Double?
  /// The arrow's number in its set, if recorded.
  public var arrowNumber: Int?
  /// The points stored for this arrow when it is damaged on its face (`ArrowDamage`): it then
  /// reads, and counts, as a miss (``RoundRecord/markDamagedArrows()``).
  public var damagedPoints: Int?

  /// Creates an arrow.
  public init(
    value: ArrowValue, endNumber: Int, arrowIndex: Int = 0, x: Double? = nil, y: Double? = nil,
    arrowNumber: Int? = nil
  ) {
    self.value = value
    self.endNumber = endNumber
    self.arrowIndex = arrowIndex
    self.x = x
    self.y = y
    self.arrowNumber = arrowNumber
  }

  /// Where it hit, if plotted.
  public var position: (x: Double, y: Double)? { x.flatMap { x in y.map { (x, $0) } } }
}
