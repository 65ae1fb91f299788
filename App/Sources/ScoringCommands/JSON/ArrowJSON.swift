import CommandKit
import CoreInterfaces
import Scoring

/// One arrow, the same in every command that prints arrows: where it sits in the round, its value
/// as entered (`X`, `10`, `M`), its points, and where it hit when plotted (millimetres, +y up).
struct ArrowJSON: Encodable, Equatable {
  let end: Int
  let arrow: Int
  let value: String
  let points: Int
  let isX: Bool
  let isMiss: Bool
  let xMm: Double?
  let yMm: Double?
  let arrowNumber: Int?
  /// The points stored when no ring of its face scores them (a damaged arrow, read as a miss).
  let damagedPoints: Int?

  init(_ arrow: ScoredArrow) {
    end = arrow.endNumber
    self.arrow = arrow.arrowIndex + 1
    value = arrow.entry.description
    points = arrow.entry.points
    isX = arrow.entry.isX
    isMiss = arrow.entry.isMiss
    xMm = arrow.entry.position.map { ($0.x * 1_000).rounded(toPlaces: 3) }
    yMm = arrow.entry.position.map { ($0.y * 1_000).rounded(toPlaces: 3) }
    arrowNumber = arrow.entry.arrowNumber
    damagedPoints = arrow.damagedPoints
  }
}
