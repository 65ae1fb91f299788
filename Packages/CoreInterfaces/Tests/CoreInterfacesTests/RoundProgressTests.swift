import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// The glossary's rules for a round's progress: arrows go in ends of the round's size, a fixed
/// round is whole at its last arrow, practice never is, an arrow not entered is not shot, and a
/// round finished before its last arrow ended early.
struct RoundProgressTests {
  /// WA 70 m: 72 arrows in ends of 6.
  let wa720 = RoundCatalogue.round("wa720_70")
  /// Practice: ends of 3, no last arrow.
  let practice = RoundDefinition.practice(
    distance: Length.known(18, .metres), face: Length.known(40, .centimetres), system: .tenZone,
    indoor: true,
    arrowsPerEnd: 3)

  @Test func theNextArrowFillsTheLastEndThenStartsTheNextAndNoneFollowsTheLast() throws {
    let round = try #require(wa720)
    func next(_ ends: [Int]) -> RoundProgress.Place? {
      RoundProgress(round, status: .inProgress, endNumbers: ends).nextPlace
    }
    #expect(next([]) == .init(endNumber: 1, arrowIndex: 0))
    #expect(next([1, 1, 1]) == .init(endNumber: 1, arrowIndex: 3))
    #expect(next(Array(repeating: 1, count: 6)) == .init(endNumber: 2, arrowIndex: 0))
    let all = (0..<72).map { $0 / 6 + 1 }
    #expect(next(all) == nil, "a whole round has no next place")
    #expect(next(Array(all.dropLast())) == .init(endNumber: 12, arrowIndex: 5))
  }

  @Test func anEndIsFullAtTheRoundsEndSizeAndScoringCarriesOnAfterAFullOne() throws {
    let round = try #require(wa720)
    let progress = RoundProgress(round, status: .inProgress, endNumbers: [1, 1, 1, 1, 1])
    #expect(!progress.isFull(endHolding: 5) && progress.isFull(endHolding: 6))
    #expect(progress.endToScore == 1, "five of six: the end goes on")
    #expect(RoundProgress(round, status: .inProgress, endNumbers: []).endToScore == 1)
    let full = RoundProgress(round, status: .inProgress, endNumbers: Array(repeating: 1, count: 6))
    #expect(full.endToScore == 2)
  }

  @Test func onlyARoundBeingShotAndShortOfItsLastArrowTakesOne() throws {
    let round = try #require(wa720)
    for status in RoundStatus.allCases {
      let progress = RoundProgress(round, status: status, arrowsShot: 10)
      #expect(progress.takesArrow == (status == .inProgress), "\(status)")
    }
    #expect(!RoundProgress(round, status: .paused, arrowsShot: 10).takesArrow, "resume first")
    #expect(!RoundProgress(round, status: .inProgress, arrowsShot: 72).takesArrow, "whole")
    #expect(RoundProgress(practice, status: .inProgress, arrowsShot: 10_000).takesArrow)
  }

  @Test func aFixedRoundCompletesAtItsLastArrowAndPracticeNever() throws {
    let round = try #require(wa720)
    #expect(RoundProgress(round, status: .inProgress, arrowsShot: 71).settledStatus == .inProgress)
    #expect(RoundProgress(round, status: .inProgress, arrowsShot: 72).settledStatus == .completed)
    #expect(RoundProgress(round, status: .paused, arrowsShot: 72).settledStatus == .completed)
    #expect(RoundProgress(round, status: .cancelled, arrowsShot: 72).settledStatus == .cancelled)
    #expect(
      RoundProgress(practice, status: .inProgress, arrowsShot: 900).settledStatus == .inProgress)
  }

  @Test func aRoundFinishedShortEndedEarlyAndAFinishedPracticeIsCompletedNotIncomplete() throws {
    let round = try #require(wa720)
    let early = RoundProgress(round, status: .completed, arrowsShot: 36)
    #expect(early.phase == .endedEarly && early.isEndedEarly && !early.isWhole)
    #expect(early.phase.displayName == "ended early" && early.phase.jsonName == "endedEarly")
    let whole = RoundProgress(round, status: .completed, arrowsShot: 72)
    #expect(whole.phase == .completed && whole.phase.displayName == "completed")
    let finished = RoundProgress(practice, status: .completed, arrowsShot: 12)
    #expect(finished.phase == .practiceFinished && !finished.isEndedEarly)
    #expect(finished.phase.displayName == "completed" && finished.phase.jsonName == "completed")
    #expect(RoundProgress(round, status: .inProgress, arrowsShot: 36).phase == .inProgress)
    #expect(RoundProgress(round, status: .paused, arrowsShot: 36).phase == .paused)
    #expect(RoundProgress(round, status: .cancelled, arrowsShot: 36).phase == .cancelled)
  }

  @Test func aRoundEnteredByItsTotalCountsEveryArrowAsShot() throws {
    let round = try #require(wa720)
    let paper = RoundProgress(round, status: .completed, arrowsShot: 0, enteredByTotal: true)
    #expect(paper.isWhole && paper.arrowsShot == 72 && paper.phase == .completed)
    #expect(RoundProgress(round, status: .completed, arrowsShot: 0).phase == .endedEarly)
  }

  @Test func aStoredRowsPhaseAgreesWithTheArrowsOne() throws {
    let round = try #require(wa720)
    for status in RoundStatus.allCases {
      for shot in [0, 36, 72] {
        let progress = RoundProgress(round, status: status, arrowsShot: shot)
        let stored = RoundProgress(arrowsInRound: 72, status: status, arrowsShot: shot)
        #expect(progress.phase == stored.phase)
        #expect(
          progress.phase
            == RoundProgress.phase(status: status, isWhole: shot == 72, isPractice: false))
      }
    }
  }
}
