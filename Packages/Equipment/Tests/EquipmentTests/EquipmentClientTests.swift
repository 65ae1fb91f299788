import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Testing

@Suite("Equipment client")
struct EquipmentClientTests {
  @Test func testValueFailsLoudlyNamingTheEndpoint() async {
    let issues = Locked<[ReportedIssue]>([])
    await IssueReporting.withReporter(.collecting(into: issues)) {
      await #expect(throws: UnimplementedEndpointError(endpoint: "EquipmentClient.fetchAll")) {
        try await EquipmentClientKey.testValue.fetchAll(nil)
      }
    }
    #expect(
      issues.withLock { $0.map(\.message) }.first?.contains("EquipmentClient.fetchAll") == true)
  }

  @Test(.dependencies { $0.context = .preview })
  func previewValueServesSampleDataThroughTheRegistry() async throws {
    @Dependency(\.equipment) var equipment
    let risers = try await equipment.fetchAll(.riser)
    #expect(risers.map(\.name) == ["Hoyt Formula Xi", "Mathews TRX 38"])
    #expect(
      try await equipment.fetchBowSetups().map(\.name) == ["Indoor recurve", "Outdoor compound"])
  }

  @Test func savingValidatesAndTrimsTheName() async throws {
    let client = EquipmentClient.inMemory(items: [], setups: [])
    let saved = try await client.save(EquipmentItem(kind: .sight, name: "  Axcel  "))
    #expect(saved.name == "Axcel")
    await #expect(throws: EquipmentError.nameRequired(.rest)) {
      try await client.save(EquipmentItem(kind: .rest, name: "   "))
    }
    await #expect(throws: EquipmentError.nameTooLong(81)) {
      try await client.save(EquipmentItem(kind: .rest, name: String(repeating: "a", count: 81)))
    }
    #expect(try await client.fetchAll(nil).map(\.name) == ["Axcel"], "bad input stored nothing")
  }

  @Test func deletingAnItemInUseIsRefusedAndKeepsIt() async throws {
    let client = EquipmentClient.inMemory()
    await #expect(throws: EquipmentError.inUse(EquipmentSamples.riser.id, setup: "Indoor recurve"))
    {
      try await client.delete(EquipmentSamples.riser.id)
    }
    #expect(try await client.fetchAll(.riser).contains(EquipmentSamples.riser))
    let unknown = EquipmentID()
    await #expect(throws: EquipmentError.notFound(unknown)) { try await client.delete(unknown) }
  }

  @Test func errorsTellTheArcherWhatToDo() {
    let error = EquipmentError.inUse(EquipmentID(), setup: "Indoor recurve")
    #expect(
      error.errorDescription
        == "The item is part of the bow setup \"Indoor recurve\"; remove it there first.")
  }

  @Test func setupSummaryCarriesWhatPickersShow() {
    let summary = EquipmentSamples.recurveSetup.summary
    #expect(summary.name == "Indoor recurve")
    #expect(summary.bowStyle == .recurve)
    #expect(summary.drawWeightPounds == 39.5)
  }
}
