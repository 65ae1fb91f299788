import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import LiveDependencies
import Store
import Testing

@Suite("Composition root")
struct CompositionRootTests {
  @Test func everyRequiredKeyHasALiveValue() throws {
    let registry = CompositionRoot.liveRegistry(database: try Database(.inMemory))
    #expect(registry.missingKeys(CompositionRoot.requiredKeys).isEmpty)
  }

  @Test func liveScopeServesEquipmentWithoutReportingAnything() async throws {
    let issues = Locked<[ReportedIssue]>([])
    let names = try await IssueReporting.withReporter(.collecting(into: issues)) {
      try await CompositionRoot.withLiveDependencies {
        @Dependency(\.equipment) var equipment
        return try await equipment.fetchBowSetups().items.map(\.name)
      }
    }
    #expect(names == ["Indoor recurve", "Outdoor compound"])
    #expect(issues.withLock { $0 }.isEmpty)
  }

  @Test func liveValuesAreOnePerRegistry() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      _ = try await equipment.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
      #expect(try await equipment.fetchAll(.rest).items.map(\.name) == ["Spigarelli"])
    }
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let rests = try await equipment.fetchAll(.rest).items
      #expect(rests.isEmpty, "a new registry starts from its own store")
    }
  }
}
