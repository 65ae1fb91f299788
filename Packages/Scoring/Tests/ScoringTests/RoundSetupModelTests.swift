import CoreInterfaces
import CoreInterfacesTestSupport
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
    let start = Spy<StartRequest, RoundID>(returning: started)
    let navigator = ScriptedNavigator(answers: [indoor])
    let model = RoundSetupModel(codename: "worcester", navigator: navigator)
    await model.chooseBowSetup()
    await withDependencies {
      $0.rounds.start = { try await start(StartRequest(codename: $0, setup: $1)) }
    } operation: {
      await model.startRound()
    }
    #expect(start.calls == [StartRequest(codename: "worcester", setup: indoor.id)])
    let id = try #require(model.start.value)
    #expect(id == started)
    var actions = model.actions.makeAsyncIterator()
    #expect(await actions.next() == .roundStarted(id, codename: "worcester"))
  }

  @Test func anUnknownRoundFailsWithAMessageAndEmitsNothing() async {
    let start = Spy<StartRequest, RoundID>(throwing: ScoringError.unknownRound("wa9000"))
    let model = RoundSetupModel(codename: "wa9000", navigator: ScriptedNavigator(answers: []))
    await withDependencies {
      $0.rounds.start = { try await start(StartRequest(codename: $0, setup: $1)) }
    } operation: {
      await model.startRound()
    }
    #expect(model.start.failure?.message.hasPrefix("No round is called \"wa9000\"") == true)
    #expect(model.round == nil)
  }
}
