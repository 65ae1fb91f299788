import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Navigation
import Scoring
import Terminal
import Testing

/// Awaiting what an intent started, without polling: a picker's caller, a screen's load, a push.
@MainActor
@Suite("Awaiting the work", .dependencies { $0.context = .preview }, .timeLimit(.minutes(1)))
struct CoordinatorSettlingTests {
  @Test func askReturnsOnceThePickerIsUpOrTheCallerIsDoneWithoutOne() async throws {
    let coordinator = Coordinator()
    var refused = false
    await coordinator.ask { refused = true }  // a caller that never asks for a picker
    #expect(refused)
    #expect(coordinator.navigator.path.entries.isEmpty)

    coordinator.show(.roundSetup(codename: "wa18"))
    await coordinator.settled()
    guard let setup = coordinator.topScreen?.model as? RoundSetupModel else {
      Issue.record("no round setup on top: \(coordinator.breadcrumb)")
      return
    }
    await coordinator.ask { await setup.chooseBowSetup() }
    #expect(coordinator.pickerIsOpen, "ask returned with the picker showing")
    await coordinator.settled()
    guard let picker = coordinator.topScreen?.model as? BowSetupPickerModel else {
      Issue.record("no picker on top: \(coordinator.breadcrumb)")
      return
    }
    #expect(picker.setups.value?.isEmpty == false, "settled awaited the picker's load")
    #expect(picker.choose(position: 1))
    await coordinator.answered()
    #expect(!coordinator.pickerIsOpen)
    #expect(setup.bowSetup?.name == picker.setups.value?.first?.name)
  }

  @Test func nextPathChangeAwaitsThePushARoutedActionMakes() async throws {
    let coordinator = Coordinator()
    coordinator.show(.roundSetup(codename: "wa18"))
    await coordinator.settled()
    guard let setup = coordinator.topScreen?.model as? RoundSetupModel else {
      Issue.record("no round setup on top: \(coordinator.breadcrumb)")
      return
    }
    await setup.startRound()
    let started = try #require(setup.start.value)
    await coordinator.nextPathChange()
    #expect(coordinator.navigator.path.top?.destination == .scoring(started))
    await coordinator.settled()
    guard let scoring = coordinator.topScreen?.model as? LiveScoringModel else { return }
    #expect(scoring.round?.id == started, "settled awaited the scoring screen's load")
  }
}
