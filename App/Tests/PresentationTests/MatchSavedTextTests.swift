import CoreInterfaces
import Presentation
import Testing

/// The Match screen's confirmation names the set (or end, or shoot-off) a line saved and its
/// score (stranger29d D6), so two scorers on one match see which set went in.
@Suite("Match saved text")
struct MatchSavedTextTests {
  @Test func aSetAnEndAndAShootOffAreNamedWithTheirScore() throws {
    var sets = Match(format: .sets)
    try sets.shoot(a: MatchTextTests.arrows("9 9 9"), b: MatchTextTests.arrows("10 10 10"))
    try sets.shoot(a: MatchTextTests.arrows("10 9 9"), b: MatchTextTests.arrows("9 9 9"))
    #expect(MatchText.saved(sets) == "Set 2: 28–27, set points 2–2")
    var ends = Match(format: .cumulative)
    try ends.shoot(a: MatchTextTests.arrows("9 9 9"), b: MatchTextTests.arrows("10 10 10"))
    try ends.shoot(a: MatchTextTests.arrows("10 9 9"), b: MatchTextTests.arrows("9 9 9"))
    #expect(MatchText.saved(ends) == "End 2: 28–27, totals 55–57")
    for a in ["10 9 9", "10 9 9", "9 9 9"] {  // tied 137–137 after the fifth end
      try ends.shoot(a: MatchTextTests.arrows(a), b: MatchTextTests.arrows("9 9 9"))
    }
    try ends.shootOff(a: MatchTextTests.shootOff("10"), b: MatchTextTests.shootOff("9"))
    #expect(MatchText.saved(ends) == "Shoot-off: 10–9")
    #expect(MatchText.saved(Match(format: .sets)) == "Nothing shot yet.")
  }
}
