public import CoreInterfaces

/// One arrow where scoring records it: its end (from 1), its place in the end (from 0), and the
/// entry. Saving is an upsert keyed by (end, index), so resuming never duplicates an arrow.
public struct ScoredArrow: Sendable, Hashable, Codable {
  /// The end, from 1.
  public var endNumber: Int
  /// The arrow's place in its end, from 0.
  public var arrowIndex: Int
  /// What was entered.
  public var entry: ArrowEntry
  /// The points stored for this arrow when no ring of its face scores them (a damaged row,
  /// written by another program): the arrow then reads, and counts, as a miss until corrected.
  public var damagedPoints: Int?

  /// The arrow as stored, for a line naming what a correction replaced or undo removed: a
  /// damaged one by its stored points (`11 (damaged)`), never the miss it reads as.
  public var storedText: String { damagedPoints.map { "\($0) (damaged)" } ?? entry.description }

  /// A scored arrow.
  public init(endNumber: Int, arrowIndex: Int, entry: ArrowEntry) {
    self.endNumber = endNumber
    self.arrowIndex = arrowIndex
    self.entry = entry
  }

  /// A scored arrow of `value`, not plotted.
  public init(endNumber: Int, arrowIndex: Int, value: ArrowValue, arrowNumber: Int? = nil) {
    self.init(
      endNumber: endNumber, arrowIndex: arrowIndex,
      entry: ArrowEntry(value, arrowNumber: arrowNumber))
  }

  /// A scored arrow of `value`, optionally plotted at (`x`, `y`) metres (checked: a position out
  /// of range is refused).
  public init(
    endNumber: Int, arrowIndex: Int, value: ArrowValue, x: Double?, y: Double?,
    arrowNumber: Int? = nil
  ) throws(ValueRangeError) {
    var position: PlotPosition?
    if let x, let y { position = try PlotPosition(x: x, y: y) }
    self.init(
      endNumber: endNumber, arrowIndex: arrowIndex,
      entry: ArrowEntry(value, position: position, arrowNumber: arrowNumber))
  }

  /// Its value.
  public var value: ArrowValue { entry.value }
}
