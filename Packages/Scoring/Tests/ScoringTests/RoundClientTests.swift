import CoreInterfaces
import CoreInterfacesTestSupport
import Scoring
import Testing

/// The in-memory client keeps the live store's rules (App's ScoringLive tests run the same
/// rules against SQLite).
@Suite("Round client (in memory)")
struct RoundClientTests {
  let rounds = RoundClient.inMemory()

  func start(_ codename: String, style: BowStyle? = nil) async throws -> ShotRound {
    let setup = style.map { BowSetupSummary(id: BowSetupID(), name: "Bow", bowStyle: $0) }
    return try await rounds.start(try #require(RoundCatalogue.round(codename)), setup)
  }

  @Test func aRoundKeepsASnapshotOfItsDefinitionAndItsBowStyle() async throws {
    let round = try await start("wa18", style: .compound)
    let read = try await rounds.round(round.id)
    #expect(read.definition == RoundCatalogue.round("wa18"))
    #expect(read.bowStyle == .compound)
    #expect(read.status == .inProgress)
    #expect(read.system(forEnd: 1) == .tenZoneCompound)
  }

  @Test func savingTheSameArrowTwiceReplacesIt() async throws {
    let id = try await start("portsmouth").id
    let nine = try ArrowValue(points: 9, on: .tenZone)
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine))
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    #expect(try await rounds.arrows(id).map(\.value) == [.miss])
  }

  @Test func impossibleArrowsAreRefusedAndNothingIsStored() async throws {
    let id = try await start("york").id
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

  @Test func aCompoundCannotClaimAnXIndoors() async throws {
    let id = try await start("wa18", style: .compound).id
    let x = ArrowValue(uncheckedPoints: 10, isX: true, isMiss: false)
    await #expect(
      throws: ScoringError.invalidArrow(.xNotPossible(points: 10, system: .tenZoneCompound))
    ) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: x))
    }
  }

  @Test func statusesMoveOnlyAsAllowedAndAFinishedRoundTakesNoArrows() async throws {
    let id = try await start("worcester").id
    try await rounds.setStatus(id, .paused)
    try await rounds.setStatus(id, .inProgress)
    try await rounds.setStatus(id, .completed)
    await #expect(throws: ScoringError.invalidTransition(from: .completed, to: .inProgress)) {
      try await rounds.setStatus(id, .inProgress)
    }
    await #expect(throws: ScoringError.roundNotActive(.completed)) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    }
  }

  @Test func customRoundsAreValidatedNamedAndListed() async throws {
    let mine = RoundDefinition(
      id: "", name: "Club 30 m",
      passes: [
        .init(
          arrows: 30, distance: Length(30, .metres), face: Length(80, .centimetres),
          system: .tenZone, indoor: false)
      ], arrowsPerEnd: 6)
    let saved = try await rounds.saveCustomRound(mine)
    #expect(saved.id == "custom_club_30_m")
    #expect(try await rounds.customRounds() == [saved])
    #expect(try await rounds.definition(named: "custom_club_30_m") == saved)
    var broken = mine
    broken.arrowsPerEnd = 7
    await #expect(
      throws: ScoringError.invalidCustomRound("distance 1 has 30 arrows, not whole ends of 7")
    ) {
      try await rounds.saveCustomRound(broken)
    }
    await #expect(throws: ScoringError.unknownRound("nope")) {
      try await rounds.definition(named: "nope")
    }
  }

  @Test func theListShowsProgressAndScoreNewestFirst() async throws {
    let first = try await start("portsmouth").id
    try await Task.sleep(for: .milliseconds(5))
    let second = try await start("worcester").id
    try await rounds.saveArrow(
      second,
      ScoredArrow(endNumber: 1, arrowIndex: 0, value: try ArrowValue(points: 5, on: .worcester)))
    let list = try await rounds.list()
    #expect(list.map(\.id) == [second, first])
    #expect(list[0].score == 5)
    #expect(list[0].arrows == 1)
    #expect(list[0].totalArrows == 60)
  }
}
