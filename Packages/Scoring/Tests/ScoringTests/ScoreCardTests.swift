import CoreInterfaces
import Scoring
import Testing

@Suite("Score card")
struct ScoreCardTests {
  let wa18: RoundDefinition
  init() throws { wa18 = try #require(RoundCatalogue.round("wa18")) }

  func arrows(_ notations: [String], perEnd: Int) throws -> [ScoredArrow] {
    try notations.enumerated().map { place, text in
      ScoredArrow(
        endNumber: place / perEnd + 1, arrowIndex: place % perEnd,
        value: try ArrowValue(notation: text, on: .tenZone))
    }
  }

  @Test func endsHaveTotalsAndRunningTotals() throws {
    let card = ScoreCard(
      definition: wa18, arrows: try arrows(["X", "9", "8", "10", "M", "7", "9"], perEnd: 3))
    #expect(card.ends.map(\.total) == [27, 17, 9])
    #expect(card.ends.map(\.runningTotal) == [27, 44, 53])
    #expect(card.ends.map(\.isComplete) == [true, true, false])
    #expect(card.total == 53)
    #expect(card.arrowsShot == 7)
    #expect(try #require(card.nextPlace) == (3, 1))
  }

  @Test func aFullEndSendsTheNextArrowToANewEndAndAFullRoundToNowhere() throws {
    #expect(try #require(ScoreCard(definition: wa18, arrows: []).nextPlace) == (1, 0))
    let full = ScoreCard(definition: wa18, arrows: try arrows(["9", "9", "9"], perEnd: 3))
    #expect(try #require(full.nextPlace) == (2, 0))
    let all = ScoreCard(
      definition: wa18, arrows: try arrows(Array(repeating: "9", count: 60), perEnd: 3))
    #expect(all.isFull)
    #expect(all.nextPlace == nil)
    #expect(all.total == 540)
  }

  @Test func arrowsSavedOutOfOrderAreSortedByPlace() {
    let shuffled = [
      ScoredArrow(endNumber: 2, arrowIndex: 0, value: .miss),
      ScoredArrow(
        endNumber: 1, arrowIndex: 1,
        value: ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false)),
      ScoredArrow(
        endNumber: 1, arrowIndex: 0,
        value: ArrowValue(uncheckedPoints: 10, isX: true, isMiss: false)),
    ]
    let card = ScoreCard(definition: wa18, arrows: shuffled)
    #expect(card.ends.map { $0.arrows.map(\.description) } == [["X", "9"], ["M"]])
  }
}
