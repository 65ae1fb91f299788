import CoreInterfaces
import Presentation
import Testing

/// A match as text: a line per set with its points and the running score, and the standing in
/// each of the outcomes (next set, shoot-off needed, won on points, on total, in a shoot-off).
@Suite("Match text")
struct MatchTextTests {
  static func arrows(_ text: String) throws -> [ArrowValue] {
    try MatchNotation.arrows(text[...], at: .set(1), .a)
  }

  static func shootOff(_ text: String) throws -> [ShootOffArrow] {
    try MatchNotation.shootOff(text, at: .shootOff(1), .a)
  }

  @Test func aSetMatchSaysEachSetsPointsAndTheRunningScore() throws {
    var match = Match(format: .sets)
    #expect(MatchText.standing(match) == "Nothing shot yet; set 1 is next.")
    try match.shoot(a: Self.arrows("X 10 10"), b: Self.arrows("9 9 9"))
    try match.shoot(a: Self.arrows("9 9 9"), b: Self.arrows("9 9 9"))
    #expect(
      MatchText.lines(match) == [
        "Individual sets (recurve, barebow): sets of 3 arrows, at most 5, first to 6 set points.",
        "set 1: A 30 (X 10 10), B 27 (9 9 9); 2–0, set points 2–0",
        "set 2: A 27 (9 9 9), B 27 (9 9 9); 1–1, set points 3–1",
        "Set points 3–1, totals 57–54 after set 2; set 3 is next.",
      ])
    try match.shoot(a: Self.arrows("10 10 10"), b: Self.arrows("M 9 9"))
    #expect(MatchText.standing(match) == "Set points 5–1, totals 87–72 after set 3; set 4 is next.")
    try match.shoot(a: Self.arrows("10 10 10"), b: Self.arrows("M 9 9"))
    #expect(MatchText.standing(match) == "A wins, set points 7–1, totals 117–90.")
  }

  @Test func aCumulativeMatchSaysTheTotalsAndItsShootOffs() throws {
    #expect(MatchText.setLine(Match(format: .cumulative), number: 1) == nil)
    #expect(MatchText.setLine(Match(format: .cumulative), number: -3) == nil)
    var match = Match(format: .mixedCumulative)
    for _ in 1...4 { try match.shoot(a: Self.arrows("9 9 9 9"), b: Self.arrows("9 9 9 9")) }
    #expect(
      MatchText.setLine(match, number: 4)
        == "end 4: A 36 (9 9 9 9), B 36 (9 9 9 9); totals 144–144")
    #expect(
      MatchText.standing(match)
        == "Tied, totals 144–144 after end 4: a shoot-off is needed, one arrow per archer.")
    try match.shootOff(a: Self.shootOff("10@2, 9@5"), b: Self.shootOff("9@5, 10@2"))
    #expect(
      MatchText.standing(match).hasPrefix("Tied, totals 144–144 after end 4: another shoot-off"))
    try match.shootOff(a: Self.shootOff("10, 9"), b: Self.shootOff("9, 9"))
    #expect(
      MatchText.shootOffLine(match.shootOffs[1], number: 2)
        == "shoot-off 2: A 19 (10 9), B 18 (9 9)")
    #expect(
      MatchText.standing(match)
        == "A wins the shoot-off 2 on its total (tied totals 144–144 before it).")
  }

  /// stranger29b N14: a set-system match won in the shoot-off ends 5–6 in set points (the
  /// winner's extra point), the tie before it still 5–5.
  @Test func aSetMatchWonInTheShootOffGivesTheWinnerASetPoint() throws {
    var match = Match(format: .sets)
    for (a, b) in [("10 10 10", "9 9 9"), ("9 9 9", "10 10 10"), ("10 9 9", "10 9 9")] {
      try match.shoot(a: Self.arrows(a), b: Self.arrows(b))
    }
    try match.shoot(a: Self.arrows("10 10 10"), b: Self.arrows("9 9 9"))
    try match.shoot(a: Self.arrows("9 9 9"), b: Self.arrows("10 10 10"))
    try match.shootOff(a: Self.shootOff("10@3"), b: Self.shootOff("10@2"))
    #expect(
      MatchText.standing(match)
        == "B wins the shoot-off, set points 5–6: equal totals, B's arrow closer to the centre "
        + "(tied set points 5–5, totals 142–142 before it).")
  }

  /// A team shoot-off decided by distance names the arrow that decided it: the closest, or the
  /// next closest when the closest were equally near.
  @Test(arguments: [
    (
      "1@3, 9@2", "9@5, 1@4",
      "A wins the shoot-off: equal totals, A's closest arrow nearer the centre"
    ),
    (
      "10@1, 9@2", "10@1, 9@3",
      "A wins the shoot-off: equal totals, the closest arrows equally near, A's 2nd closest nearer the centre"
    ),
  ])
  func aTeamShootOffNamesTheArrowThatDecided(a: String, b: String, said: String) throws {
    var match = Match(format: .mixedCumulative)
    for _ in 1...4 { try match.shoot(a: Self.arrows("9 9 9 9"), b: Self.arrows("9 9 9 9")) }
    try match.shootOff(a: Self.shootOff(a), b: Self.shootOff(b))
    #expect(MatchText.standing(match) == said + " (tied totals 144–144 before it).")
  }

  @Test func ordinalsAreWrittenAsPeopleWriteThem() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(Ordinal.text) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
      ])
  }
}
