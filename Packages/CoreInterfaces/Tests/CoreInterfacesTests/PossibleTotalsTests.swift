import CoreInterfaces
import Testing

/// A whole round's total is possible only if some values on its faces add up to it.
@Suite("Possible round totals")
struct PossibleTotalsTests {
  func round(_ codename: String) throws -> RoundDefinition {
    try #require(RoundCatalogue.round(codename))
  }

  @Test func everyTotalOfATenZoneRoundUpToItsMaximumIsPossible() throws {
    let wa18 = try round("wa18")
    #expect([0, 1, 2, 299, 598, 599, 600].allSatisfy { wa18.canScore($0, bowStyle: .recurve) })
    #expect(!wa18.canScore(601, bowStyle: .recurve) && !wa18.canScore(-1, bowStyle: .recurve))
    #expect(!wa18.canScore(Int.min, bowStyle: nil) && !wa18.canScore(Int.max, bowStyle: nil))
  }

  @Test func anImperialRoundCannotScoreOneBelowItsMaximum() throws {
    let york = try round("york")
    #expect(york.maxScore == 1_296)
    #expect(york.canScore(1_296, bowStyle: nil))
    #expect(!york.canScore(1_295, bowStyle: nil), "every arrow 9 but one 8: 8 is not a value")
    #expect(york.canScore(1_294, bowStyle: nil), "one 7")
    #expect(york.canScore(1, bowStyle: nil) && york.canScore(2, bowStyle: nil), "1 + 1")
  }

  @Test func practiceHasNoTotalToCheck() throws {
    let practice = RoundDefinition.practice(
      distance: try Length(18, .metres), face: try Length(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    #expect(!practice.canScore(10, bowStyle: nil))
  }
}
