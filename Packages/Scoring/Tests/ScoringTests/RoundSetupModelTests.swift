import CoreInterfaces
import CoreInterfacesTestSupport
import Scoring
import Testing

/// A navigator that answers picks from a script and records every call.
@MainActor
final class ScriptedNavigator: ScoringNavigator {
  var answers: [BowSetupSummary?]
  private(set) var pickCalls = 0

  init(answers: [BowSetupSummary?]) { self.answers = answers }

  func pickBowSetup() async -> BowSetupSummary? {
    pickCalls += 1
    return answers.isEmpty ? nil : answers.removeFirst()
  }
}

@MainActor
@Suite("Round setup screen", .timeLimit(.minutes(1)))
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

  @Test(.dependencies { $0.context = .preview })
  func startingARoundEmitsAnActionForThePresenter() async throws {
    let navigator = ScriptedNavigator(answers: [])
    let model = RoundSetupModel(codename: "worcester", navigator: navigator)
    await model.startRound()
    let id = try #require(model.start.value)
    var actions = model.actions.makeAsyncIterator()
    #expect(await actions.next() == .roundStarted(id, codename: "worcester"))
  }

  @Test(.dependencies { $0.context = .preview })
  func anUnknownRoundFailsWithAMessageAndEmitsNothing() async {
    let model = RoundSetupModel(codename: "wa9000", navigator: ScriptedNavigator(answers: []))
    await model.startRound()
    #expect(model.start.failure?.message.hasPrefix("No round is called \"wa9000\"") == true)
    #expect(model.round == nil)
  }
}
