import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Navigation
import Scoring
import Terminal
import Testing

/// Back from an editor with unsaved edits: warned once, left on the second Back in a row.
@MainActor
@Suite("Leaving an editor", .dependencies { $0.context = .preview }, .timeLimit(.minutes(1)))
struct CoordinatorLeavingTests {
  @Test func unsavedEditsAreWarnedAboutOnceInARowAndHomeHasNothingToLeave() async throws {
    let coordinator = Coordinator()
    #expect(coordinator.leave() == .atHome)
    coordinator.show(.equipmentEditor(.rest, nil))
    await coordinator.settled()
    guard let loader = coordinator.topScreen?.model as? ScreenLoader<EquipmentEditorModel>,
      loader.state.value != nil
    else {
      Issue.record("no editor on top: \(coordinator.breadcrumb)")
      return
    }
    #expect(coordinator.leave() == .left, "nothing typed, nothing to lose")
    coordinator.show(.equipmentEditor(.rest, nil))
    await coordinator.settled()
    guard let again = coordinator.topScreen?.model as? ScreenLoader<EquipmentEditorModel>,
      let typed = again.state.value
    else {
      Issue.record("no editor on top: \(coordinator.breadcrumb)")
      return
    }
    typed.values["name"] = "Spigarelli"
    #expect(coordinator.leave() == .unsavedChanges)
    coordinator.keepEditing()
    #expect(coordinator.leave() == .unsavedChanges, "another intent re-arms the warning")
    #expect(coordinator.leave() == .left)
    #expect(coordinator.navigator.path.entries.isEmpty)
  }
}
