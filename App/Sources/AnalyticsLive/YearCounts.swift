import Analytics
import CoreInterfaces
import Store

/// A season's counts with its classes counted, so a band of rounds can be moved from one year
/// to another (a set cannot be taken from).
struct YearCounts {
  var shot = 0
  var arrows = 0
  var handicapSum = 0
  var handicaps = 0
  var classes: [String: Int] = [:]

  /// Adds `sign` times the figures of `row` from column `from`: shot, arrows, handicap sum,
  /// handicaps, the class's rounds; the class at `class`.
  mutating func add(_ row: Row, from column: Int32, class index: Int32, sign: Int = 1) {
    shot += sign * row.int(column)
    arrows += sign * row.int(column + 1)
    handicapSum += sign * row.int(column + 2)
    handicaps += sign * row.int(column + 3)
    classes[row.string(index), default: 0] += sign * row.int(column)
  }

  /// The season's tally; `nil` when it holds no round with arrows.
  var tally: Season.Tally? {
    guard shot > 0 else { return nil }
    var tally = Season.Tally()
    tally.rounds = shot
    tally.arrows = arrows
    tally.handicapSum = handicapSum
    tally.handicaps = handicaps
    tally.classifications = Set(
      classes.filter { $0.value > 0 }.keys.compactMap { Classification(rawValue: $0) })
    return tally
  }
}
