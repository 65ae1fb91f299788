import Analytics
import CoreInterfaces
import Foundation
import Testing

/// Per-arrow analysis over a set of rounds: positions scaled to each face, one group per shaft.
@Suite("Groups across rounds")
struct GroupsAcrossRoundsTests {
  /// A round of `codename` whose arrows sit at `points` (metres), numbered 1, 2, 3, 1, 2, 3…
  func round(_ codename: String, _ points: [(Double, Double)]) throws -> RoundRecord {
    let definition = try #require(RoundCatalogue.round(codename))
    let perEnd = definition.arrowsPerEnd
    let nine = try ArrowValue(notation: "9", on: .tenZone)
    return RoundRecord(
      id: RoundID(), definition: definition, status: .completed, startedAt: Date(),
      arrows: points.enumerated().map { index, point in
        PlottedArrow(
          value: nine, endNumber: index / perEnd + 1, arrowIndex: index % perEnd, x: point.0,
          y: point.1, arrowNumber: index % 3 + 1)
      })
  }

  @Test func facesOfTwoSizesMakeOneGroupAndAStrayShaftIsNamed() throws {
    // wa18 shoots a 40 cm face (radius 0.2 m); wa720_70 a 122 cm face (radius 0.61 m). Arrow 3
    // lands at the same share of each face, well right of arrows 1 and 2.
    let small = try round(
      "wa18", [(0, 0), (0.002, 0), (0.1, 0), (0, 0.002), (0.002, 0.002), (0.1, 0.002)])
    let large = try round(
      "wa720_70", [(0, 0), (0.0061, 0), (0.305, 0), (0, 0.0061), (0.0061, 0.0061), (0.305, 0.0061)])
    let group = try #require(GroupAnalysis(acrossFaces: [small, large]))
    #expect(group.all.count == 12)
    #expect(abs(group.all.centreX - 0.5 / 3 - 0.01 / 3) < 1e-9, "shares of the radius, not metres")
    #expect(group.byArrowNumber[3]?.count == 4)
    #expect(group.apart == [3])
    #expect(GroupAnalysis(acrossFaces: [try round("wa18", [])]) == nil, "nothing plotted")
  }
}
