import CoreInterfaces
import Foundation
import Testing

@Suite("The score card's value")
struct RoundResultTests {
  func summary(_ points: [Int], status: RoundStatus = .completed) throws -> RoundSummary {
    let round = try #require(RoundCatalogue.round("bray_i"))
    return RoundSummary(
      round: round,
      arrows: points.enumerated().map { index, value in
        .init(
          endNumber: index / 3 + 1,
          value: ArrowValue(uncheckedPoints: value, isX: false, isMiss: false))
      }, status: status, date: Date(timeIntervalSince1970: 0))
  }

  @Test func theFirstIsABestABetterScoreIsOneByItsMarginAndAnEqualOneIsNot() {
    #expect(PersonalBestStanding(score: 270, previousBest: nil) == .first)
    #expect(PersonalBestStanding(score: 272, previousBest: 270) == .improved(previous: 270, by: 2))
    #expect(PersonalBestStanding(score: 270, previousBest: 270) == .short(best: 270))
    #expect(PersonalBestStanding(score: 250, previousBest: 270) == .short(best: 270))
    #expect(
      PersonalBestStanding.first.isPersonalBest && PersonalBestStanding.first.previousBest == nil)
    #expect(PersonalBestStanding.improved(previous: 270, by: 2).previousBest == 270)
    #expect(!PersonalBestStanding.short(best: 270).isPersonalBest)
  }

  @Test func onlyACompleteRoundHasAStandingAndOnlyAnEndedShortOneEndedEarly() throws {
    let whole = RoundResult(
      id: RoundID(), summary: try summary(Array(repeating: 9, count: 30)), previousBest: 280)
    #expect(whole.standing == .short(best: 280))
    #expect(!whole.isEndedEarly)
    let early = RoundResult(id: RoundID(), summary: try summary([9, 9]), previousBest: 1)
    #expect(early.standing == nil, "no standing, whatever the best was")
    #expect(early.isEndedEarly)
    let going = RoundResult(
      id: RoundID(), summary: try summary([9, 9], status: .inProgress), previousBest: nil)
    #expect(going.standing == nil && !going.isEndedEarly, "still being shot")
  }

  @Test func theTestValueNamesItsEndpointAndThePreviewGivesTheSampleUnderTheID() async throws {
    let (error, issues) = await collectingIssues { () async -> (any Error)? in
      do {
        _ = try await RoundResultClientKey.testValue.result(RoundID())
        return nil
      } catch {
        return error
      }
    }
    #expect(error as? UnimplementedEndpointError == .init(endpoint: "RoundResultClient.result"))
    #expect(issues.first?.message.hasPrefix("Unimplemented: RoundResultClient.result") == true)
    let id = RoundID()
    let preview = try await RoundResultClientKey.previewValue.result(id)
    #expect(preview.id == id)
    #expect(preview.summary.isComplete && preview.standing == .improved(previous: 531, by: 9))
  }
}
