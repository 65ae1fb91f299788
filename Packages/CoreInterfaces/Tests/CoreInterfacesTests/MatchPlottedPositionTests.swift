import CoreInterfaces
import Testing

/// A plotted shoot-off position that is none, or is off the plot, is quoted as typed, in mm,
/// with the x,y hint — never converted to metres or given the value@mm hint (stranger29d D16).
@Suite("Plotted shoot-off positions")
struct MatchPlottedPositionTests {
  @Test(arguments: ["20000,0", "1e308,0", "-9223372036854775808,0", "0,-10001"])
  func aPositionOffThePlotIsQuotedAsTyped(typed: String) {
    #expect(throws: MatchError.position(.shootOff(1), .a, typed: typed, offTarget: true)) {
      _ = try MatchNotation.plottedShootOff(typed, at: .shootOff(1), .a, arrowDiameter: 0.005)
    }
    #expect(
      MatchError.position(.shootOff(1), .a, typed: typed, offTarget: true).errorDescription
        == "Shoot-off: A's position '\(typed)' is off the target: x and y are -10000 to 10000 mm "
        + "from the centre (e.g. 12,-3).")
  }

  @Test(arguments: ["NaN,0", "12", "1,2,3", "a,b"])
  func aPositionThatIsNoneIsQuotedAsTyped(typed: String) {
    #expect(throws: MatchError.position(.shootOff(1), .b, typed: typed, offTarget: false)) {
      _ = try MatchNotation.plottedShootOff(typed, at: .shootOff(1), .b, arrowDiameter: 0.005)
    }
  }

  @Test func theEdgeOfThePlotIsTaken() throws {
    let arrows = try MatchNotation.plottedShootOff(
      "10000,0 0,-10000", at: .shootOff(1), .a, arrowDiameter: 0.005)
    #expect(arrows.count == 2 && arrows.allSatisfy { $0.value.isMiss })
  }
}
