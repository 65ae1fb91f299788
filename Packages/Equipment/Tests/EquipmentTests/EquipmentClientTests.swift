import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Testing

@Suite("Equipment client (in memory)")
struct EquipmentClientTests {
  @Test(.dependencies()) func testValueFailsLoudlyNamingTheEndpoint() async {
    var thrown: (any Error)?
    await withKnownIssue {
      do {
        _ = try await EquipmentClientKey.testValue.fetchAll(nil)
      } catch {
        thrown = error
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Unimplemented: EquipmentClient.fetchAll") }
    }
    #expect(thrown as? UnimplementedEndpointError == .init(endpoint: "EquipmentClient.fetchAll"))
  }

  @Test func savingValidatesNamingTheFieldAndStoresNothingWhenWrong() async throws {
    let client = EquipmentClient.inMemory(items: [], setups: [])
    let rest = try await client.save(EquipmentItem(kind: .rest, name: "  Spigarelli ZT  "))
    #expect(rest.name == "Spigarelli ZT")
    await #expect(throws: EquipmentError.invalid(field: "name", problem: "a name is required")) {
      try await client.save(EquipmentItem(kind: .rest, name: "  "))
    }
    let heavy = EquipmentItem(name: "Heavy", details: .limbs(.init(drawWeight: Pounds(95))))
    await #expect(throws: EquipmentError.invalid(field: "draw weight", problem: "must be 5–80 lb"))
    {
      try await client.save(heavy)
    }
    #expect(try await client.fetchAll(nil).map(\.name) == ["Spigarelli ZT"])
  }

  @Test func deletingAnItemInUseIsRefusedWithTheSetupsNameAndKeepsIt() async throws {
    let client = EquipmentClient.inMemory()
    let riser = EquipmentSamples.riser
    await #expect(throws: EquipmentError.inUse(riser.id, setup: "Indoor recurve")) {
      try await client.delete(riser.id)
    }
    #expect(try await client.fetch(riser.id) == riser)
  }

  @Test func editingASetupMakesANewVersionAndKeepsTheOld() async throws {
    let client = EquipmentClient.inMemory()
    var setup = EquipmentSamples.recurveSetup
    setup.drawWeight = Pounds(40)
    setup.parts.removeAll { $0.kind == .sight }
    let saved = try await client.saveBowSetup(setup)
    #expect(saved.version == 2)
    let versions = try await client.setupVersions(setup.id)
    #expect(versions.map(\.version) == [1, 2])
    #expect(versions[0].drawWeight == Pounds(39.5), "history is never rewritten")
    let changes = versions[1].changes(
      since: versions[0], names: [EquipmentSamples.sight.id: EquipmentSamples.sight.name])
    #expect(changes == ["draw weight: 39.5 lb → 40 lb", "removed sight \"Shibuya Ultima\""])
    #expect(try await client.fetchBowSetups().first { $0.id == setup.id }?.version == 2)
  }

  @Test func theCountPerKindLeavesRetiredItemsOut() async throws {
    var retired = EquipmentSamples.limbs
    retired.id = EquipmentID()
    retired.retired = true
    let client = EquipmentClient.inMemory(items: EquipmentSamples.items + [retired])
    #expect(try await client.count(.limbs) == 1)
    #expect(try await client.count(.stabilizer) == 2)
  }
}

@Suite("Typed gear and setups")
struct EquipmentModelTests {
  @Test(arguments: [
    (EquipmentItem(name: "", details: .rest(.init())), "name", "a name is required"),
    (
      EquipmentItem(name: "L", details: .limbs(.init(drawWeight: Pounds(4)))), "draw weight",
      "must be 5–80 lb"
    ),
    (
      EquipmentItem(name: "A", details: .arrow(.init(spine: 0, count: 6))), "spine",
      "must be above 0"
    ),
    (
      EquipmentItem(name: "A", details: .arrow(.init(count: 0))), "count",
      "an arrow set needs at least one arrow"
    ),
    (
      EquipmentItem(name: "A", details: .arrow(.init(count: 3, numbers: [1, 2, 2]))),
      "arrow numbers", "2 appears twice"
    ),
    (
      EquipmentItem(name: "R", details: .riser(.init(length: Inches(-25)))), "length",
      "cannot be negative"
    ),
    (
      EquipmentItem(name: "S", details: .stabilizer(.init(mass: Grams(-1)))), "mass",
      "cannot be negative"
    ),
  ])
  func eachProblemNamesItsField(item: EquipmentItem, field: String, message: String) {
    #expect(item.problems.first == FieldProblem(field, message))
    #expect(throws: EquipmentError.invalid(field: field, problem: message)) { try item.validated() }
  }

  @Test func anArrowCanBeRetiredAlone() throws {
    guard case .arrow(let arrows) = EquipmentSamples.arrows.details else {
      throw CancellationError()
    }
    #expect(arrows.allNumbers == Array(1...12))
    #expect(arrows.activeNumbers.count == 11)
    #expect(!arrows.activeNumbers.contains(7))
  }

  @Test func theBowStyleDecidesWhichPartsASetupTakes() {
    var barebow = BowSetup(
      name: "Barebow", bowStyle: .barebow,
      parts: [.init(kind: .sight, item: EquipmentSamples.sight.id)])
    #expect(throws: EquipmentError.partNotAllowed(.sight, style: .barebow)) {
      try barebow.validated()
    }
    barebow.parts = [
      .init(kind: .weight, item: EquipmentID()), .init(kind: .weight, item: EquipmentID()),
    ]
    #expect(throws: Never.self) { try barebow.validated() }
    let twoRisers = BowSetup(
      name: "Odd", bowStyle: .recurve,
      parts: [.init(kind: .riser, item: EquipmentID()), .init(kind: .riser, item: EquipmentID())])
    #expect(throws: EquipmentError.onePartOnly(.riser)) { try twoRisers.validated() }
    #expect(BowStyle.longbow.takes(.limbs) && !BowStyle.longbow.takes(.stabilizer))
  }

  @Test func theSummaryCarriesVersionAndSightMarksForScoring() throws {
    let summary = EquipmentSamples.recurveSetup.summary
    #expect(summary.version == 1)
    #expect(summary.sightMarks.reading(at: Length(18, .metres)) == .recorded(6.8))
    let sixty = try #require(summary.sightMarks.reading(at: Length(60, .metres)))
    #expect(sixty == .estimated(3.3), "between 50 m (4.2) and 70 m (2.4)")
  }

  @Test func theFormRoundTripsEveryKindAndNamesFieldsItCannotRead() {
    for item in EquipmentSamples.items {
      let values = EquipmentForm.values(of: item)
      #expect(EquipmentForm.item(from: values, base: item).item == item, "\(item.kind)")
      #expect(
        EquipmentForm.allFields(for: item.kind).allSatisfy { values[$0.key] != nil }, "\(item.kind)"
      )
    }
    var values = EquipmentForm.values(of: EquipmentSamples.limbs)
    values["draw-weight-lb"] = "heavy"
    values["limb-length"] = "huge"
    let problems = EquipmentForm.item(from: values, base: EquipmentSamples.limbs).problems
    #expect(problems.map(\.field) == ["draw weight", "length"])
  }
}
