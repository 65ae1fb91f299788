import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Testing

@MainActor
@Suite("Picker screens", .dependencies(), .timeLimit(.minutes(1)))
struct PickerModelTests {
  @Test func choosingASetupEmitsItForThePresenter() async throws {
    let fetchBowSetups = Spy<Void, Listed<BowSetup>>(returning: Listed(EquipmentSamples.setups))
    let picker = BowSetupPickerModel(navigator: nil)
    await withDependencies {
      $0.equipment.fetchBowSetups = fetchBowSetups.endpoint
    } operation: {
      await picker.load()
    }
    #expect(fetchBowSetups.callCount == 1)
    #expect(picker.setups.value?.map(\.name) == ["Indoor recurve", "Outdoor compound"])
    #expect(!picker.choose(position: 3), "no third setup: nothing is emitted")
    #expect(picker.choose(position: 2))
    var actions = picker.actions.makeAsyncIterator()
    #expect(await actions.next() == .bowSetupPicked(EquipmentSamples.compoundSetup.summary))
  }

  @Test func creatingASetupAwaitsANestedRiserPickThenSavesAndReloads() async throws {
    let saveBowSetup = Spy<BowSetup, BowSetup> { $0 }
    let fetchBowSetups = Spy<Void, Listed<BowSetup>> { _ in
      Listed(EquipmentSamples.setups + saveBowSetup.calls)
    }
    let navigator = ScriptedEquipmentNavigator(answer: EquipmentSamples.riser)
    let picker = BowSetupPickerModel(navigator: navigator)
    let created = try await withDependencies {
      $0.equipment.saveBowSetup = saveBowSetup.endpoint
      $0.equipment.fetchBowSetups = fetchBowSetups.endpoint
    } operation: {
      try #require(await picker.createSetup(named: "Barebow", style: .barebow))
    }
    #expect(navigator.requestedKinds == [.riser])
    #expect(
      saveBowSetup.calls.map(\.parts) == [[.init(kind: .riser, item: EquipmentSamples.riser.id)]])
    #expect(created.bowStyle == .barebow)
    #expect(picker.setups.value?.map(\.name).contains("Barebow") == true)
  }

  @Test func backingOutOfTheNestedPickCallsNoEndpoint() async {
    // No endpoint is overridden: saving or loading here would fail the test, naming the call.
    let picker = BowSetupPickerModel(navigator: ScriptedEquipmentNavigator(answer: nil))
    #expect(await picker.createSetup(named: "Barebow", style: .barebow) == nil)
    #expect(picker.setups == .idle)
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
        return Listed(EquipmentSamples.setups)
      }
    } operation: {
      let picker = BowSetupPickerModel(navigator: nil)
      await picker.load()
      await picker.load()
      #expect(picker.setups.value?.count == 2, "old data stays when a refresh fails")
    }
  }

  @Test func itemPickerListsOneKind() async throws {
    let fetchAll = Spy<EquipmentKind?, Listed<EquipmentItem>>(
      returning: Listed([EquipmentSamples.riser, EquipmentSamples.compoundRiser]))
    let picker = ItemPickerModel(kind: .riser)
    await withDependencies {
      $0.equipment.fetchAll = fetchAll.endpoint
    } operation: {
      await picker.load()
    }
    #expect(fetchAll.calls == [.riser])
    #expect(picker.items.value?.map(\.name) == ["Hoyt Formula Xi", "Mathews TRX 38"])
    #expect(picker.choose(position: 1))
    var actions = picker.actions.makeAsyncIterator()
    #expect(await actions.next() == .itemPicked(EquipmentSamples.riser))
  }
}

extension PickerModelTests {
  @Test func anEndpointTheTestDidNotExpectFailsItNamingTheEndpoint() async {
    let picker = BowSetupPickerModel(navigator: nil)
    await withKnownIssue {
      await picker.load()  // fetchBowSetups is not overridden: the test value reports the call
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("Unimplemented: EquipmentClient.fetchBowSetups")
      }
    }
    #expect(picker.setups.failure != nil, "and the screen shows the failure")
  }
}
