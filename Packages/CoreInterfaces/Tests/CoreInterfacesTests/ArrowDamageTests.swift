import CoreInterfaces
import Foundation
import Testing

/// One rule for a damaged arrow: points no ring of its face scores, or an X mark on a value that
/// is not the face's X; the summary counts either as a miss.
@Suite("A damaged arrow", .timeLimit(.minutes(1)))
struct ArrowDamageTests {
  func value(_ points: Int, x: Bool = false) -> ArrowValue {
    ArrowValue(uncheckedPoints: points, isX: x, isMiss: false)
  }

  @Test func pointsOffTheFaceOrAnXMarkOffItsXAreDamage() {
    #expect(ArrowDamage.of(value(11), on: .tenZone) == .points)
    #expect(ArrowDamage.of(value(7, x: true), on: .fiveZone) == .xMark)
    #expect(ArrowDamage.of(value(9, x: true), on: .tenZone) == .xMark)
    #expect(ArrowDamage.of(value(10, x: true), on: .tenZoneCompound) == .xMark)
    #expect(ArrowDamage.of(value(10, x: true), on: .tenZone) == nil)
    #expect(ArrowDamage.of(value(7), on: .fiveZone) == nil)
    #expect(ArrowDamage.of(.miss, on: .fiveZone) == nil)
  }

  @Test func theSummaryCountsAnXMarkedSevenOnAYorkAsADamagedMiss() throws {
    let york = try #require(RoundCatalogue.round("york"))
    let arrows = [9, 7, 5].map { points in
      RoundSummary.Arrow(endNumber: 1, value: value(points, x: points == 7))
    }
    let summary = RoundSummary(round: york, arrows: arrows, status: .inProgress, date: .now)
    #expect(summary.tally.total == 14 && summary.tally.hits == 2 && summary.tally.xs == 0)
    #expect(summary.damagedArrows == 1 && summary.tenPlusX == 0)
  }
}
