import CoreInterfaces
import Foundation
import Scoring
import Testing

@Suite("A round shot on paper")
struct PaperRoundTests {
  let wa18: RoundDefinition
  init() throws { wa18 = try #require(RoundCatalogue.round("wa18")) }

  /// WA 18's 20 ends of 3, each `end`.
  func ends(_ end: [String], count: Int = 20) -> [[String]] { Array(repeating: end, count: count) }

  @Test func everyArrowIsPlacedEndByEnd() throws {
    let paper = try PaperRound(
      definition: wa18, shotOn: Date(), bowStyle: nil, ends: ends(["X", "10", "M"]))
    #expect(paper.arrows.count == 60)
    #expect(paper.arrows[4].endNumber == 2 && paper.arrows[4].arrowIndex == 1)
    #expect(ScoreCard(definition: wa18, arrows: paper.arrows).total == 400)
  }

  @Test func theBowStyleDecidesTheFace() throws {
    #expect(throws: ScoringError.self) {
      try PaperRound(
        definition: self.wa18, shotOn: Date(), bowStyle: .compound,
        ends: self.ends(["X", "10", "9"]))
    }
    let compound = try PaperRound(
      definition: wa18, shotOn: Date(), bowStyle: .compound, ends: ends(["10", "10", "9"]))
    #expect(compound.arrows.count == 60)
  }

  @Test func aShortRoundALongEndOrNoArrowsAreRefused() {
    #expect(throws: CorrectionError.paperRoundIncomplete(arrows: 57, needed: 60)) {
      try PaperRound(
        definition: self.wa18, shotOn: Date(), bowStyle: nil,
        ends: self.ends(["9", "9", "9"], count: 19))
    }
    #expect(throws: CorrectionError.endTooLong(end: 1, arrows: 4, perEnd: 3)) {
      try PaperRound(
        definition: self.wa18, shotOn: Date(), bowStyle: nil, ends: [["9", "9", "9", "9"]])
    }
    #expect(throws: CorrectionError.paperRoundEmpty) {
      try PaperRound(definition: self.wa18, shotOn: Date(), bowStyle: nil, ends: [])
    }
    #expect(throws: ScoringError.self) {
      try PaperRound(
        definition: self.wa18, shotOn: Date(), bowStyle: nil,
        ends: self.ends(["9", "9", "9"], count: 21))
    }
  }

  @Test func endsAreSplitBySlashesAndArrowsBySpacesOrCommas() {
    #expect(PaperRound.ends(from: "X 10,9/ 9  8 M") == [["X", "10", "9"], ["9", "8", "M"]])
  }

  @Test func aDayIsAPastRealDay() throws {
    let now = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21
    let day = try PaperRound.day("2026-09-20", now: now)
    #expect(day.timeIntervalSince1970 == 1_789_905_600)  // noon UTC
    for bad in ["2026-02-30", "2026-9-20", "20260920", "2026-09-22", "", "abcd-ef-gh"] {
      #expect(throws: CorrectionError.badDate(bad)) { try PaperRound.day(bad, now: now) }
    }
  }
}
