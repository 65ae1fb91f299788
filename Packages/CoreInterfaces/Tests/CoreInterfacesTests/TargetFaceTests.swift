import CoreInterfaces
import Testing

@Suite("Scoring a face by the line rule")
struct TargetFaceTests {
  let face122 = TargetFace(system: .tenZone, diameter: 1.22)
  let shaft = 0.0055

  @Test func centreIsAnXAndTheEdgeOfTheFaceIsAOne() {
    #expect(
      face122.score(radius: 0, arrowDiameter: shaft)
        == .init(uncheckedPoints: 10, isX: true, isMiss: false))
    #expect(face122.score(radius: 0.60, arrowDiameter: shaft).points == 1)
    #expect(face122.score(radius: 0.62, arrowDiameter: shaft) == .miss)
  }

  @Test func aShaftTouchingTheLineScoresTheHigherRing() {
    let nineRingEdge = 2 * 1.22 / 20  // radius of the 9 ring
    let touching = nineRingEdge + shaft / 2 - 0.0001
    let clear = nineRingEdge + shaft / 2 + 0.0001
    #expect(face122.score(radius: touching, arrowDiameter: shaft).points == 9)
    #expect(face122.score(radius: clear, arrowDiameter: shaft).points == 8)
  }

  @Test(arguments: 1...10)
  func eachRingOfATenZoneFaceScoresItsNumber(ring: Int) {
    let outer = Double(11 - ring) * 1.22 / 20
    let middle = outer - 1.22 / 40
    #expect(face122.score(radius: middle, arrowDiameter: 0).points == ring)
  }

  @Test func compoundInnerTenScoresTheOuterTenAsNine() {
    let face = TargetFace(system: .tenZoneCompound, diameter: 0.40)
    let outerTen = 0.40 / 20 - 0.001
    #expect(face.score(radius: outerTen, arrowDiameter: 0).points == 9)
    #expect(face.score(radius: 0.40 / 40 - 0.001, arrowDiameter: 0).isX)
  }

  @Test func reducedFacesMissOutsideTheirLowestRing() {
    let sixRing = TargetFace(system: .tenZoneSixRing, diameter: 0.80)
    #expect(sixRing.score(radius: 6 * 0.04 - 0.001, arrowDiameter: 0).points == 5)
    #expect(sixRing.score(radius: 6 * 0.04 + 0.001, arrowDiameter: 0) == .miss)
  }

  @Test func imperialFiveZoneScoresByColour() {
    let face = TargetFace(system: .fiveZone, diameter: 1.22)
    let ringWidth = 1.22 / 20
    let points = (1...10).map {
      face.score(radius: Double($0) * ringWidth - 0.001, arrowDiameter: 0).points
    }
    #expect(points == [9, 9, 7, 7, 5, 5, 3, 3, 1, 1])
  }

  @Test func worcesterHasFiveEqualRings() {
    let face = TargetFace(system: .worcester, diameter: 16 * 0.0254)
    let width = face.diameter / 10
    let points = (1...5).map {
      face.score(radius: Double($0) * width - 0.0005, arrowDiameter: 0).points
    }
    #expect(points == [5, 4, 3, 2, 1])
  }

  @Test func elevenZoneXCountsEleven() {
    let face = TargetFace(system: .elevenZone, diameter: 0.80)
    #expect(
      face.score(x: 0.001, y: 0.001, arrowDiameter: 0)
        == .init(uncheckedPoints: 11, isX: true, isMiss: false))
  }
}
