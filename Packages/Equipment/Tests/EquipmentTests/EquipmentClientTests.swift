import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import EquipmentTestSupport
import Foundation
import Testing

/// The in-memory client keeps every rule of the equipment store's contract; App's EquipmentLive
/// tests run the same checks against SQLite.
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

  @Test(.dependencies()) func theListClientsTestValueNamesItsEndpoint() async {
    var thrown: (any Error)?
    await withKnownIssue {
      do {
        try await EquipmentListClientKey.testValue.delete(EquipmentID())
      } catch {
        thrown = error
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Unimplemented: EquipmentListClient.delete") }
    }
    #expect(thrown as? UnimplementedEndpointError == .init(endpoint: "EquipmentListClient.delete"))
  }

  @Test func theListClientIsTheFullClientsTwoEndpoints() async throws {
    let full = EquipmentClient.inMemory()
    let list = EquipmentListClient(full)
    #expect(try await list.items(.riser) == (try await full.fetchAll(.riser)))
    let rest = try await full.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
    try await list.delete(rest.id)
    #expect(try await full.fetchAll(.rest).items.isEmpty)
  }

  @Test(arguments: EquipmentClientContract.checks)
  func keepsTheContract(_ check: EquipmentClientContract.Check) async throws {
    let contract = EquipmentClientContract { withSamples in
      withSamples ? .inMemory() : .inMemory(items: [], setups: [])
    }
    try await contract.verify(check)
  }
}

@Suite("Typed gear and setups")
struct EquipmentModelTests {
  @Test(arguments: [
    (EquipmentItem(name: " ", details: .rest(.init())), "name", "a name is required"),
    (
      EquipmentItem(name: String(repeating: "n", count: 81), details: .rest(.init())), "name",
      "use 1 to 80 characters"
    ),
    (
      EquipmentItem(name: "bell\u{7}", details: .rest(.init())), "name",
      "use a name without control or invisible characters"
    ),
    (
      EquipmentItem(name: "A", details: .arrow(.init(spine: 0, count: 6))), "spine",
      "must be 1 to 3000"
    ),
    (
      EquipmentItem(name: "A", details: .arrow(.init(count: 1_000_000_000))), "count",
      "a set holds at most 1000 arrows"
    ),
    (
      EquipmentItem(name: "A", details: .arrow(.init(count: 2, numbers: [1, Int.min]))),
      "arrow numbers", "-9223372036854775808 is not 1 to 1000"
    ),
    (
      EquipmentItem(name: "S", details: .string(.init(strands: Int.max))), "strands",
      "must be 1 to 100"
    ),
    (
      EquipmentItem(name: "A", details: .arrow(.init(count: 0))), "count",
      "an arrow set needs at least one arrow"
    ),
    (
      EquipmentItem(name: "A", details: .arrow(.init(count: 3, numbers: [1, 2, 2]))),
      "arrow numbers", "2 appears twice"
    ),
  ])
  func eachProblemNamesItsField(item: EquipmentItem, field: String, message: String) {
    #expect(item.problems.first == FieldProblem(field, message))
    #expect(throws: EquipmentError.invalid(field: field, problem: message)) { try item.validated() }
  }

  @Test(arguments: [-25, -0.000_1, .nan, .infinity, -.infinity, 1e308, 201])
  func aQuantityOutOfItsUnitsRangeIsRefusedWhereItIsMade(value: Double) {
    #expect(throws: ValueRangeError.self) { try Inches(value, for: "length") }
    #expect(throws: ValueRangeError.self) { try Grams(value < 0 || !value.isFinite ? value : 1e9) }
  }

  @Test(arguments: [4.99, 80.01, 0, 95, -38])
  func aDrawWeightOutsideTheBowsMadeIsRefusedWhereItIsMade(pounds: Double) {
    #expect(throws: ValueRangeError.self) { try Pounds(pounds) }
  }

  @Test func aQuantityDecodedFromAFileIsCheckedToo() {
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(Pounds.self, from: Data("1e300".utf8))
    }
    #expect((try? JSONDecoder().decode(Pounds.self, from: Data("38.5".utf8)))?.value == 38.5)
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
    #expect(summary.sightMarks.reading(at: Length.known(18, .metres)) == .recorded(6.8))
    let sixty = try #require(summary.sightMarks.reading(at: Length.known(60, .metres)))
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
