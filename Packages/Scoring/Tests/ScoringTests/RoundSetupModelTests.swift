import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

@MainActor
@Suite("Round setup screen", .dependencies(), .timeLimit(.minutes(1)))
struct RoundSetupModelTests {
  let indoor = BowSetupSummary(id: BowSetupID(), name: "Indoor recurve", bowStyle: .recurve)

  @Test func choosingAwaitsTheNavigatorAndKeepsTheChoiceWhenTheArcherGoesBack() async {
    let navigator = ScriptedNavigator(answers: [indoor, nil])
    let model = RoundSetupModel(navigator: navigator)
    await model.chooseBowSetup()
    #expect(model.bowSetup == indoor)
    await model.chooseBowSetup()
    #expect(model.bowSetup == indoor, "Back from the picker keeps the previous choice")
    #expect(navigator.pickCalls == 2)
  }

  @Test func startingARoundSavesItWithTheChosenSetupAndTellsThePresenter() async throws {
    let started = RoundID()
    let start = Spy<StartRequest, ShotRound> { request in
      ShotRound(
        id: started, definition: try #require(RoundCatalogue.round(request.codename)),
        status: .inProgress, setup: request.setup?.id, bowStyle: request.setup?.bowStyle)
    }
    let navigator = ScriptedNavigator(answers: [indoor])
    let model = RoundSetupModel(codename: "worcester", navigator: navigator)
    await model.chooseBowSetup()
    await withDependencies {
      $0.rounds.unfinished = { _ in nil }
      $0.rounds.start = { try await start(StartRequest(codename: $0.id, setup: $1)) }
    } operation: {
      await model.startRound()
    }
    #expect(start.calls == [StartRequest(codename: "worcester", setup: indoor)])
    let id = try #require(model.start.value)
    #expect(id == started)
    var actions = model.actions.makeAsyncIterator()
    #expect(await actions.next() == .roundStarted(id, codename: "worcester"))
  }

  @Test func anUnknownRoundFailsWithAMessageAndEmitsNothing() async {
    let customRounds = Spy<Void, Listed<RoundDefinition>>(returning: Listed([]))
    let model = RoundSetupModel(codename: "wa9000", navigator: ScriptedNavigator(answers: []))
    await withDependencies {
      $0.rounds.unfinished = { _ in nil }
      $0.rounds.customRounds = customRounds.endpoint
    } operation: {
      await model.startRound()  // start is not overridden: reaching it would fail the test
    }
    #expect(customRounds.callCount == 1, "a codename not in the catalogue may be a custom round")
    #expect(model.start.failure?.message.hasPrefix("No round is called \"wa9000\"") == true)
    #expect(model.round == nil)
  }

  @Test func theChosenSetupsSightMarksShowForTheRoundsDistances() async {
    let marked = BowSetupSummary(
      id: BowSetupID(), name: "Outdoor", bowStyle: .recurve,
      sightMarks: [
        SightMark.known(50, .metres, 4.2),
        SightMark.known(90, .metres, 1.0),
      ])
    let navigator = ScriptedNavigator(answers: [marked])  // held here: the model holds it weakly
    let model = RoundSetupModel(codename: "wa1440_90", navigator: navigator)
    #expect(model.sightMarks.map(\.reading) == [nil, nil, nil, nil], "no setup chosen yet")
    await model.chooseBowSetup()
    #expect(model.sightMarks.map(\.distance.description) == ["90 m", "70 m", "50 m", "30 m"])
    #expect(
      model.sightMarks.map { $0.reading?.description }
        == ["1.00", "2.60 (estimate)", "4.20", "5.80 (extrapolated)"],
      "30 m is beyond the marks: on the line through 50 m and 90 m")
  }

  @Test func anUnfinishedRoundIsOfferedToContinueAndNeverStartedTwice() async throws {
    let unfinished = RoundListing(
      id: RoundID(), codename: "worcester", name: "Worcester", status: .paused, arrows: 12,
      totalArrows: 60, score: 50, startedAt: Date(timeIntervalSince1970: 0))
    let model = RoundSetupModel(codename: "worcester", navigator: ScriptedNavigator(answers: []))
    #expect(model.continueRound() == false, "nothing to continue before the look-up")
    // The one indexed look-up answers; `list` (every round) is the failing test value.
    let lookUp = Spy<String, RoundListing?>(returning: unfinished)
    await withDependencies {
      $0.rounds.unfinished = lookUp.endpoint
      $0.targets = .inMemory()
    } operation: {
      await model.load()
      #expect(model.unfinished == unfinished)
      await model.startRound()  // start is not overridden: reaching it would fail the test
    }
    #expect(lookUp.calls == ["worcester", "worcester"], "one look-up to offer, one to refuse")
    #expect(model.start.failure?.message.hasPrefix("A Worcester is unfinished (12 of 60") == true)
    #expect(model.continueRound())
    #expect(model.start.value == unfinished.id)
    var actions = model.actions.makeAsyncIterator()
    #expect(await actions.next() == .roundStarted(unfinished.id, codename: "worcester"))
  }

  /// stranger29b N2: a round a club target holds is not continued on the Scoring screen; the
  /// refusal names the target and the Target screen.
  @Test func aTargetsRoundIsNotContinuedHere() async throws {
    let ana = try Archer(name: "Ana", bowStyle: .recurve)
    let targets = TargetClient.inMemory()
    let round = try #require(RoundCatalogue.round("wa18"))
    let board = try await targets.start(round, [.init(.archer(ana.id, name: "Ana"))], false)
    let held = RoundID()
    let seeded = TargetBoard(
      id: board.id, created: board.created, twoSheets: false, target: board.target,
      rounds: [.a: held])
    let unfinished = RoundListing(
      id: held, codename: "wa18", name: "WA 18 m", status: .inProgress, arrows: 3,
      totalArrows: 60, score: 30, startedAt: Date(timeIntervalSince1970: 0))
    let model = RoundSetupModel(codename: "wa18", navigator: ScriptedNavigator(answers: []))
    await withDependencies {
      $0.rounds.unfinished = { _ in unfinished }
      $0.targets = .inMemory(seed: [seeded])
    } operation: {
      await model.load()
      await model.startRound()
    }
    let prefix = String(board.id.uuidString.lowercased().prefix(8))
    #expect(model.unfinishedTarget == prefix)
    #expect(model.continueRound() == false)
    let said = model.start.failure?.message ?? ""
    #expect(
      said.contains("on club target \(prefix): enter its ends on the Target screen"), "\(said)")
    #expect(!said.contains("c continues"))
  }

  @Test func aFailedLookUpIsSaidWhenStartingAndStartsNothing() async {
    struct Busy: Error, CustomStringConvertible { var description: String { "busy" } }
    let model = RoundSetupModel(codename: "worcester", navigator: ScriptedNavigator(answers: []))
    await withDependencies {
      $0.rounds.unfinished = { _ in throw Busy() }
    } operation: {
      await model.load()
      #expect(model.unfinished == nil)
      await model.startRound()
    }
    #expect(model.start.failure?.message == "busy")
  }
}
