public import CoreInterfaces

/// An arrow as analytics sees it: its value and, if plotted, where it hit (metres from centre).
public struct PlottedArrow: Sendable, Hashable {
  /// The scored value.
  public var value: ArrowValue
  /// The end it was shot in, from 1.
  public var endNumber: Int
  /// Horizontal offset in metres, right positive, if plotted.
  public var x: Double?
  /// Vertical offset in metres, up positive, if plotted.
  public var y: Double?

  /// Creates an arrow.
  public init(value: ArrowValue, endNumber: Int, x: Double? = nil, y: Double? = nil) {
    self.value = value
    self.endNumber = endNumber
    self.x = x
    self.y = y
  }
}
