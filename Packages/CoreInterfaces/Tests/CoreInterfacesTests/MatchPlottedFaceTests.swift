import CoreInterfaces
import Testing

/// stranger29b N11: a compound (cumulative) match's shoot-off is plotted on the 80 cm 6-ring
/// compound face, a set-system match's on the 122 cm recurve face.
@Suite("The face a plotted shoot-off is scored on")
struct MatchPlottedFaceTests {
  @Test func aCompoundMatchScoresOnTheEightyCentimetreSixRingFace() throws {
    let face = MatchNotation.plottedFace(for: .cumulative)
    #expect(face.diameter == 0.8 && face == MatchNotation.compoundFace)
    #expect(face.rings.map(\.points) == [10, 9, 9, 8, 7, 6, 5], "the inner 10 alone scores 10")
    let shaft = 0.005
    #expect(face.score(x: 0.015, y: 0, arrowDiameter: shaft).description == "10")
    #expect(face.score(x: 0.03, y: 0, arrowDiameter: shaft).points == 9)
    #expect(face.score(x: 0.1, y: 0, arrowDiameter: shaft).points == 8)
    #expect(face.score(x: 0.25, y: 0, arrowDiameter: shaft).isMiss, "past the 5 ring: off the face")
    #expect(MatchNotation.plottedFace(for: .teamCumulative) == MatchNotation.compoundFace)
    #expect(MatchNotation.plottedFace(for: .sets).diameter == 1.22)
    #expect(MatchNotation.plottedFace(for: .mixedSets) == MatchNotation.plottedFace)
  }

  @Test func aPlottedCompoundShootOffDecidesByItsTotal() throws {
    var match = Match(format: .cumulative)
    let end = try MatchNotation.arrows("10 10 10", at: .end(1), .a)
    for _ in 1...5 { try match.shoot(a: end, b: end) }
    let face = MatchNotation.plottedFace(for: match.format)
    let a = try MatchNotation.plottedShootOff(
      "100,0", at: .shootOff(1), .a, on: face, arrowDiameter: 0.005)
    let b = try MatchNotation.plottedShootOff(
      "250,0", at: .shootOff(1), .b, on: face, arrowDiameter: 0.005)
    #expect(a.first?.notation == "8@100" && b.first?.notation == "M")
    #expect(try match.shootOff(a: a, b: b) == .won(.a, at: .shootOff(1), by: .shootOffTotal))
  }
}
