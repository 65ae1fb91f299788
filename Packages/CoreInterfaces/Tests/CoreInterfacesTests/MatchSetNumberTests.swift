import CoreInterfaces
import Testing

/// Two scorers on one match (stranger29d D6): a set entered with the number the scorer saw is
/// refused when that set was entered meanwhile, or is not the next one, and nothing changes.
@Suite("Match set numbers")
struct MatchSetNumberTests {
  @Test func aSetEnteredMeanwhileIsRefusedNamingWhatWasEntered() throws {
    var match = try MatchRulesTests.match(.sets, [("8 8 8", "9 9 9")])
    let before = match
    #expect(throws: MatchError.enteredMeanwhile(.set(1), shot: "8 8 8 / 9 9 9")) {
      try match.shoot(
        a: MatchRulesTests.arrows("10 10 10"), b: MatchRulesTests.arrows("9 9 9"), asSet: 1)
    }
    #expect(match == before, "nothing saved")
    #expect(
      MatchError.enteredMeanwhile(.set(1), shot: "8 8 8 / 9 9 9").errorDescription
        == "Set 1 was entered meanwhile (8 8 8 / 9 9 9); nothing saved.")
  }

  @Test func theNextSetByNumberIsShot() throws {
    var match = try MatchRulesTests.match(.cumulative, [("8 8 8", "9 9 9")])
    try match.shoot(
      a: MatchRulesTests.arrows("10 10 10"), b: MatchRulesTests.arrows("9 9 9"), asSet: 2)
    #expect(match.sets.count == 2)
  }

  @Test func aSetBeyondTheNextIsRefusedNamingTheNext() throws {
    var match = try MatchRulesTests.match(.cumulative, [("8 8 8", "9 9 9")])
    #expect(throws: MatchError.notNext(.end(4), next: .end(2))) {
      try match.shoot(
        a: MatchRulesTests.arrows("10 10 10"), b: MatchRulesTests.arrows("9 9 9"), asSet: 4)
    }
    #expect(
      MatchError.notNext(.end(4), next: .end(2)).errorDescription
        == "End 4: end 2 is the next one; nothing saved.")
    #expect(match.sets.count == 1)
  }

  /// A set meant after the decision is told the decision, not that it is "not next", naming
  /// the set the scorer typed (stranger-final F6).
  @Test func aSetAfterTheDecisionIsToldTheDecision() throws {
    let won = [("10 10 10", "9 9 9"), ("10 10 10", "9 9 9"), ("10 10 10", "9 9 9")]
    var match = try MatchRulesTests.match(.sets, won)
    #expect(throws: MatchError.afterDecision(.set(5), decidedAt: .set(3), winner: .a)) {
      try match.shoot(
        a: MatchRulesTests.arrows("10 10 10"), b: MatchRulesTests.arrows("9 9 9"), asSet: 5)
    }
  }

  /// `--set 7` on a match tied after its five sets names set 7, as typed, not set 6
  /// (stranger-final F6); without a number the next set is named.
  @Test func aSetWhenAShootOffIsDueNamesTheSetTyped() throws {
    let tied = Array(repeating: ("9 9 9", "9 9 9"), count: 5)
    var match = try MatchRulesTests.match(.sets, tied)
    #expect(throws: MatchError.shootOffDue(.set(7), due: .shootOff(1))) {
      try match.shoot(
        a: MatchRulesTests.arrows("10 10 10"), b: MatchRulesTests.arrows("9 9 9"), asSet: 7)
    }
    #expect(
      MatchError.shootOffDue(.set(7), due: .shootOff(1)).errorDescription
        == "Set 7: the match is tied after its last set; a shoot-off is due, not another set.")
    #expect(throws: MatchError.shootOffDue(.set(6), due: .shootOff(1))) {
      try match.checkNextSet()
    }
  }
}
