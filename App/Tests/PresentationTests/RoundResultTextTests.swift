import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Presentation
import Testing

@Suite("The score card as text")
struct RoundResultTextTests {
  /// A round of `codename` with `points` in order (X written as 11), at `status`.
  func summary(
    _ codename: String, _ points: [Int], status: RoundStatus = .completed,
    category: ClassificationCategory? = nil, setupVersion: Int? = nil
  ) throws -> RoundSummary {
    let round = try #require(RoundCatalogue.round(codename))
    let arrows = points.enumerated().map { index, value in
      RoundSummary.Arrow(
        endNumber: index / round.arrowsPerEnd + 1,
        value: ArrowValue(uncheckedPoints: min(value, 10), isX: value == 11, isMiss: value == 0))
    }
    return RoundSummary(
      round: round, arrows: arrows, status: status, date: Date(timeIntervalSince1970: 0),
      setupVersion: setupVersion, category: category)
  }

  @Test func aCompleteRoundShowsItsCountsDistancesHandicapClassSetupAndBest() throws {
    let adult = ClassificationCategory(bowStyle: .recurve, gender: .open, ageGroup: .adult)
    let shot = try summary(
      "wa18", [11, 11] + Array(repeating: 9, count: 56) + [0, 7], category: adult, setupVersion: 3)
    let result = RoundResult(id: RoundID(), summary: shot, previousBest: 500)
    let lines = RoundResultText.lines(result)
    let handicap = try #require(shot.handicap)
    let classification = try #require(shot.classification)
    #expect(
      lines == [
        "Score card — WA 18 m: 531 / 600 (completed)",
        "  60 arrows, 59 hits, 58 golds, 2 Xs",
        "  18 m: 272, 30 arrows, 30 hits, 30 golds, 2 Xs",
        "  18 m: 259, 30 arrows, 29 hits, 28 golds, 0 Xs",
        "  Handicap \(handicap)",
        "  Classification \(classification.code)",
        "  Bow setup version 3",
        "  Personal best by 31 (previous best 500).",
      ])
  }

  @Test func theStandingSaysFirstOrTheBestItFellShortOf() throws {
    let shot = try summary("bray_i", Array(repeating: 9, count: 30))
    let first = RoundResultText.lines(RoundResult(id: RoundID(), summary: shot, previousBest: nil))
    #expect(first.last == "  Personal best: the first Bray I shot.")
    #expect(!first.contains { $0.contains("Classification") }, "no category, no class")
    let equal = RoundResultText.lines(RoundResult(id: RoundID(), summary: shot, previousBest: 270))
    #expect(equal.last == "  Equals your best (270).")
  }

  @Test func anEndedEarlyCardSaysSoAndAFinishedPracticeSaysCompletedNeitherClaimingAHandicapOrBest()
    throws
  {
    let early = try summary("bray_i", [9, 9, 9], status: .completed)
    let lines = RoundResultText.lines(RoundResult(id: RoundID(), summary: early, previousBest: 1))
    #expect(lines.first == "Score card — Bray I: 27 / 300 (ended early, 3 of 30 arrows)")
    #expect(!lines.contains { $0.contains("Handicap") || $0.contains("best") })
    let going = try summary("bray_i", [9, 9, 9], status: .inProgress)
    #expect(
      RoundResultText.heading(RoundResult(id: RoundID(), summary: going, previousBest: nil))
        == "Score card — Bray I: 27 / 300 (in progress, 3 of 30 arrows)")
    let practice = RoundDefinition.practice(
      distance: Length.known(18, .metres), face: Length.known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    let shot = RoundSummary(
      round: practice,
      arrows: (0..<6).map { .init(endNumber: $0 / 3 + 1, value: .miss) }, status: .completed,
      date: Date(timeIntervalSince1970: 0))
    let card = RoundResultText.lines(RoundResult(id: RoundID(), summary: shot, previousBest: nil))
    #expect(
      card.first == "Score card — Practice at 18 m: 0 (completed, 6 arrows)", "never incomplete")
    #expect(card.dropFirst().first == "  6 arrows, 0 hits, 0 golds, 0 Xs")
  }
}
