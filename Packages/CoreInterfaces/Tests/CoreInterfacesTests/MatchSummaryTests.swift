import CoreInterfaces
import Testing

/// Each side's view of a match and an archer's matches counted together: what an archer's
/// history and `stats matches` show (won, lost, set points, average arrow).
@Suite("Match summaries")
struct MatchSummaryTests {
  @Test func eachSideSeesTheMatchFromItsOwnEnd() throws {
    let match = try MatchRulesTests.match(.sets, Array(repeating: ("10 10 10", "9 9 9"), count: 3))
    let a = MatchSummary(match, side: .a)
    let b = MatchSummary(match, side: .b)
    #expect(a.result == .won && b.result == .lost)
    #expect(a.setPoints == 6 && a.opponentSetPoints == 0 && b.setPoints == 0)
    #expect(a.total == 90 && b.opponentTotal == 90 && a.arrows == 9)
    #expect(a.averageArrow == 10 && b.averageArrow == 9)
    let empty = MatchSummary(Match(format: .cumulative), side: .a)
    #expect(empty.result == .undecided && empty.averageArrow == nil && empty.setPoints == nil)
  }

  @Test func aTallyCountsWinsLossesSetPointsAndTheAverageArrow() throws {
    let won = try MatchRulesTests.match(.sets, Array(repeating: ("10 10 10", "9 9 9"), count: 3))
    let lost = try MatchRulesTests.match(
      .cumulative, Array(repeating: ("9 9 9", "10 10 10"), count: 5))
    let tally = MatchTally([MatchSummary(won, side: .a), MatchSummary(lost, side: .a)])
    #expect(tally.matches == 2 && tally.won == 1 && tally.lost == 1)
    #expect(tally.setPointsFor == 6 && tally.setPointsAgainst == 0, "cumulative has none")
    #expect(tally.arrows == 24 && tally.points == 225)
    #expect(tally.averageArrow == 225.0 / 24)
    #expect(MatchTally().averageArrow == nil)
  }

  /// A team's set is one group of the side's arrows, not whose each was: a team or mixed match
  /// counts apart, as the team's average, never in the archer's own.
  @Test func aTeamMatchCountsAsTheTeamsNotTheArchers() throws {
    let individual = try MatchRulesTests.match(
      .sets, Array(repeating: ("9 9 9", "10 10 10"), count: 3))
    let team = try MatchRulesTests.match(
      .teamSets, Array(repeating: ("10 10 10 10 10 10", "9 9 9 9 9 9"), count: 2))
    let tally = MatchTally([MatchSummary(individual, side: .a), MatchSummary(team, side: .a)])
    #expect(tally.matches == 2)
    #expect(tally.arrows == 9 && tally.averageArrow == 9, "the archer's own arrows only")
    #expect(tally.teamArrows == 12 && tally.teamAverageArrow == 10, "the team's, apart")
    #expect(MatchTally().teamAverageArrow == nil)
  }
}
