public import CoreInterfaces

/// A correction made on a target scored on two sheets: an end both scorers agreed is changed
/// only with a reason recorded (who agreed to it), kept with the arrow it was and is now.
public struct TargetCorrection: Hashable, Sendable {
  /// The archer's letter.
  public let letter: TargetLetter
  /// The end (from 1).
  public let end: Int
  /// The arrow's place in the end (from 1).
  public let arrow: Int
  /// The arrow before the correction.
  public let was: ArrowValue
  /// The arrow after it.
  public let now: ArrowValue
  /// Why, and who agreed.
  public let reason: String

  /// A correction as made or as a store kept it.
  public init(
    letter: TargetLetter, end: Int, arrow: Int, was: ArrowValue, now: ArrowValue, reason: String
  ) {
    self.letter = letter
    self.end = end
    self.arrow = arrow
    self.was = was
    self.now = now
    self.reason = reason
  }
}
