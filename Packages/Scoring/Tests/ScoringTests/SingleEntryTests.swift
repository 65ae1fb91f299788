import CoreInterfaces
import CoreInterfacesTestSupport
import Scoring
import Testing

/// One arrow entered as a value (the target feed's and redo's way in) keeps the end's size, as a
/// typed line does: a full end takes no arrow until it is completed.
@MainActor
@Suite("A single entry", .dependencies(), .timeLimit(.minutes(1)))
struct SingleEntryTests {
  let tracked = TrackedRounds()

  @Test func anArrowIntoAFullEndIsRefusedAsAFullEndAndNothingIsSaved() async throws {
    let model = try await tracked.model("wa720_70")  // ends of 6
    let six = Array(repeating: ArrowInput.notation("9"), count: 6)
    #expect(await tracked.installed { await model.enter(line: six, completingFullEnds: false) })
    let nine = try ArrowValue(notation: "9", on: .tenZone)
    #expect(await tracked.installed { await model.enter(ArrowEntry(nine)) } == false)
    #expect(model.error?.message.hasPrefix("This end already has its 6 arrows") == true)
    #expect(tracked.saves.callCount == 6, "the seventh was not saved")
    #expect(await tracked.installed { await model.completeEnd() })
    #expect(await tracked.installed { await model.enter(ArrowEntry(nine)) })
    #expect(model.arrows.last?.endNumber == 2)
  }
}
