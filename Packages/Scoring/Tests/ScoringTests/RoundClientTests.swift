import CoreInterfaces
import CoreInterfacesTestSupport
import Scoring
import Testing

@Suite("Round client", .dependencies { $0.context = .preview })
struct RoundClientTests {
  @Dependency(\.rounds) var rounds

  @Test func savingTheSameArrowTwiceReplacesIt() async throws {
    let id = try await rounds.start("portsmouth", nil)
    let nine = try ArrowValue(points: 9, on: .tenZone)
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine))
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    #expect(try await rounds.arrows(id).map(\.value) == [.miss])
  }

  @Test func impossibleArrowsAreRefusedAndNothingIsStored() async throws {
    let id = try await rounds.start("york", nil)
    let ten = ArrowValue(uncheckedPoints: 10, isX: false, isMiss: false)
    await #expect(
      throws: ScoringError.invalidArrow(.pointsNotOnFace(points: 10, system: .fiveZone))
    ) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: ten))
    }
    await #expect(throws: ScoringError.endOutOfRange(25, ends: 24)) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 25, arrowIndex: 0, value: .miss))
    }
    await #expect(throws: ScoringError.arrowOutOfRange(6, perEnd: 6)) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 6, value: .miss))
    }
    #expect(try await rounds.arrows(id).isEmpty)
  }

  @Test func unknownRoundNamesTheChoices() async {
    await #expect(throws: ScoringError.unknownRound("wa2000")) {
      try await rounds.start("wa2000", nil)
    }
    #expect(ScoringError.unknownRound("x").errorDescription?.contains("worcester") == true)
  }

  @Test func completedRoundsRefuseArrowsAndIllegalTransitions() async throws {
    let id = try await rounds.start("worcester", nil)
    try await rounds.setStatus(id, .completed)
    await #expect(throws: ScoringError.roundNotActive(.completed)) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    }
    await #expect(throws: ScoringError.invalidTransition(from: .completed, to: .inProgress)) {
      try await rounds.setStatus(id, .inProgress)
    }
  }
}
