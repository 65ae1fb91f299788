import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Testing

@MainActor
final class ScriptedEquipmentNavigator: EquipmentNavigator {
  var answer: EquipmentItem?
  private(set) var requestedKinds: [EquipmentKind] = []
  init(answer: EquipmentItem?) { self.answer = answer }
  func pickItem(of kind: EquipmentKind) async -> EquipmentItem? {
    requestedKinds.append(kind)
    return answer
  }
}

@MainActor
@Suite("Picker screens", .timeLimit(.minutes(1)))
struct PickerModelTests {
  @Test(.dependencies { $0.context = .preview })
  func choosingASetupEmitsItForThePresenter() async {
    let picker = BowSetupPickerModel(navigator: nil)
    await picker.load()
    #expect(picker.setups.value?.map(\.name) == ["Indoor recurve", "Outdoor compound"])
    #expect(!picker.choose(position: 3), "no third setup: nothing is emitted")
    #expect(picker.choose(position: 2))
    var actions = picker.actions.makeAsyncIterator()
    #expect(await actions.next() == .bowSetupPicked(EquipmentSamples.compoundSetup.summary))
  }

  @Test(.dependencies { $0.context = .preview })
  func creatingASetupAwaitsANestedRiserPick() async throws {
    let navigator = ScriptedEquipmentNavigator(answer: EquipmentSamples.riser)
    let picker = BowSetupPickerModel(navigator: navigator)
    let created = try #require(await picker.createSetup(named: "Barebow", style: .barebow))
    #expect(navigator.requestedKinds == [.riser])
    #expect(created.bowStyle == .barebow)
    #expect(picker.setups.value?.map(\.name).contains("Barebow") == true)
  }

  @Test(.dependencies { $0.context = .preview })
  func backingOutOfTheNestedPickCreatesNothing() async {
    let picker = BowSetupPickerModel(navigator: ScriptedEquipmentNavigator(answer: nil))
    #expect(await picker.createSetup(named: "Barebow", style: .barebow) == nil)
    await picker.load()
    #expect(picker.setups.value?.count == 2)
  }

  @Test(
    .dependencies {
      $0.equipment.fetchBowSetups = { throw EquipmentError.bowSetupNotFound(BowSetupID()) }
    })
  func aFailedFirstLoadShowsWhy() async {
    let picker = BowSetupPickerModel(navigator: nil)
    await picker.load()
    #expect(picker.setups.failure?.source == "EquipmentError")
  }

  @Test func aFailedRefreshKeepsTheListShown() async {
    let calls = Locked(0)
    await withDependencies {
      $0.equipment.fetchBowSetups = {
        let call = calls.withLock {
          $0 += 1; return $0
        }
        if call > 1 { throw EquipmentError.bowSetupNotFound(BowSetupID()) }
        return EquipmentSamples.setups
      }
    } operation: {
      let picker = BowSetupPickerModel(navigator: nil)
      await picker.load()
      await picker.load()
      #expect(picker.setups.value?.count == 2, "old data stays when a refresh fails")
    }
  }

  @Test(.dependencies { $0.context = .preview })
  func itemPickerListsOneKind() async throws {
    let picker = ItemPickerModel(kind: .riser)
    await picker.load()
    #expect(picker.items.value?.map(\.name) == ["Hoyt Formula Xi", "Mathews TRX 38"])
    #expect(picker.choose(position: 1))
    var actions = picker.actions.makeAsyncIterator()
    #expect(await actions.next() == .itemPicked(EquipmentSamples.riser))
  }
}
