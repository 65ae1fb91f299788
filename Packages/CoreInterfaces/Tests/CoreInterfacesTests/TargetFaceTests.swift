import CoreInterfaces
import Testing

/// Every face's rings as the archery rules state them, written out here independently of the code:
/// each ring's outer *diameter* as a fraction of the face's nominal diameter D, and how an arrow in
/// it is written (`X` only where the face counts it separately).
let ruleTables: [ScoringSystem: [(diameter: Double, label: String)]] = [
  .tenZone: [(0.05, "X"), (0.1, "10")] + (1...9).reversed().map { (Double(11 - $0) / 10, "\($0)") },
  .tenZoneSixRing: [
    (0.05, "X"), (0.1, "10"), (0.2, "9"), (0.3, "8"), (0.4, "7"), (0.5, "6"), (0.6, "5"),
  ],
  .tenZoneFiveRing: [(0.05, "X"), (0.1, "10"), (0.2, "9"), (0.3, "8"), (0.4, "7"), (0.5, "6")],
  .tenZoneCompound: [(0.05, "10"), (0.1, "9")]
    + (1...9).reversed().map { (Double(11 - $0) / 10, "\($0)") },
  .tenZoneFiveRingCompound: [
    (0.05, "10"), (0.1, "9"), (0.2, "9"), (0.3, "8"), (0.4, "7"), (0.5, "6"),
  ],
  .elevenZone: [(0.05, "11"), (0.1, "10")]
    + (1...9).reversed().map { (Double(11 - $0) / 10, "\($0)") },
  .fiveZone: [(0.2, "9"), (0.4, "7"), (0.6, "5"), (0.8, "3"), (1.0, "1")],
  .worcester: [(0.2, "5"), (0.4, "4"), (0.6, "3"), (0.8, "2"), (1.0, "1")],
  .worldArcheryField: [(0.1, "6"), (0.2, "5"), (0.4, "4"), (0.6, "3"), (0.8, "2"), (1.0, "1")],
  .ifaaField: [(0.2, "5"), (0.6, "4"), (1.0, "3")],
  .beiterHitMiss: [(1.0, "1")],
]

@Suite("Scoring a face by the line rule")
struct TargetFaceTests {
  @Test func everySystemHasARuleTable() {
    #expect(Set(ruleTables.keys) == Set(ScoringSystem.allCases))
  }

  @Test(
    "Every ring edge of every face, 1 µm either side, with the shaft's radius added",
    arguments: ScoringSystem.allCases, [0.40, 1.22, 16 * 0.0254])
  func ringEdges(system: ScoringSystem, diameter: Double) throws {
    let table = try #require(ruleTables[system])
    let face = TargetFace(system: system, diameter: diameter)
    let shaft = 0.0055
    let micron = 1e-6
    for (index, ring) in table.enumerated() {
      let edge = ring.diameter * diameter / 2 + shaft / 2
      let inside = face.score(radius: edge - micron, arrowDiameter: shaft)
      let outside = face.score(radius: edge + micron, arrowDiameter: shaft)
      let next = index + 1 < table.count ? table[index + 1].label : "M"
      #expect(
        inside.description == ring.label, "\(system) D=\(diameter): just inside ring \(ring.label)")
      #expect(
        outside.description == next, "\(system) D=\(diameter): just outside ring \(ring.label)")
    }
  }

  @Test(
    "An arrow whose shaft exactly touches a line scores the higher ring, on every face",
    arguments: ScoringSystem.allCases)
  func anArrowTouchingALineScoresTheHigherRing(system: ScoringSystem) throws {
    let table = try #require(ruleTables[system])
    // Sizes that are exact in binary (rings in steps of 1.25 m / 20 = 1/16 m, a 1/128 m shaft),
    // so the shaft's edge lies on the line itself, not a rounding error to either side.
    let face = TargetFace(system: system, diameter: 1.25)
    let shaft = 1.0 / 128
    #expect(face.rings.count == table.count)
    for (ring, rule) in zip(face.rings, table) {
      let touching = face.score(radius: ring.radius + shaft / 2, arrowDiameter: shaft)
      #expect(touching.description == rule.label, "\(system): a shaft touching the \(rule.label)")
      let pointOnTheLine = face.score(radius: ring.radius, arrowDiameter: 0)
      #expect(pointOnTheLine.description == rule.label, "\(system): a point on the \(rule.label)")
    }
  }

  @Test func theCentreScoresTheTopRing() {
    for system in ScoringSystem.allCases {
      let value = TargetFace(system: system, diameter: 0.8).score(x: 0, y: 0, arrowDiameter: 0)
      #expect(value.points == system.maxPoints, "\(system)")
      #expect(value.isX == system.hasXRing, "\(system): X only where the face counts it")
    }
  }

  @Test func compoundInnerTenIsAPlainTenAndTheRestOfTheTenRingIsNine() {
    let face = TargetFace(system: .tenZoneCompound, diameter: 0.40)
    #expect(
      face.score(radius: 0.009, arrowDiameter: 0)
        == .init(uncheckedPoints: 10, isX: false, isMiss: false))
    #expect(face.score(radius: 0.019, arrowDiameter: 0).points == 9)
  }

  @Test func theElevenZoneCentreIsElevenNotX() {
    let face = TargetFace(system: .elevenZone, diameter: 0.80)
    #expect(face.score(x: 0.001, y: 0.001, arrowDiameter: 0).description == "11")
  }

  @Test func positionsScoreByTheirDistanceFromTheCentreInAnyDirection() {
    let face = TargetFace(system: .tenZone, diameter: 1.22)
    #expect(
      face.score(x: 0.1, y: 0, arrowDiameter: 0) == face.score(x: 0, y: -0.1, arrowDiameter: 0))
    #expect(
      face.score(x: 0.3, y: 0.4, arrowDiameter: 0) == face.score(radius: 0.5, arrowDiameter: 0))
  }
}
