import Presentation
import Testing

/// Stranger finding 25: a count of one is never "1 arrows" or "these 1 round".
@Suite("Counts of one read as one")
struct PluralTests {
  @Test func aCountOfOneIsSingularWithOrWithoutATotal() {
    #expect(counted(1, of: nil, "arrow") == "1 arrow")
    #expect(counted(2, of: nil, "arrow") == "2 arrows")
    #expect(counted(1, of: 60, "arrow") == "1 of 60 arrows")
  }

  @Test func noPlottedArrowsInOneRoundSaysThisRound() {
    let one = GroupsText.lines(nil, rounds: 1, plotted: 0).joined()
    #expect(one.hasPrefix("No plotted arrows in this round:"), "\(one)")
    let two = GroupsText.lines(nil, rounds: 2, plotted: 0).joined()
    #expect(two.hasPrefix("No plotted arrows in these 2 rounds:"), "\(two)")
  }
}
