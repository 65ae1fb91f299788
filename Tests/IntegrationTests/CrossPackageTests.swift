import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import LiveDependencies
import Scoring
import Testing

/// Flows that cross package boundaries through the live composition root.
@Suite("Packages working together")
struct CrossPackageTests {
  @Test func aRoundScoredOnASetupFromEquipmentFeedsAnalytics() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      @Dependency(\.rounds) var rounds
      let setup = try #require(
        try await equipment.fetchBowSetups().items.first { $0.bowStyle == .compound })
      let round = try #require(RoundCatalogue.round("wa18"))
      let system = round.passes[0].system(for: setup.summary.bowStyle)
      #expect(system == .tenZoneCompound, "a compound setup scores indoor faces inner-10")
      let id = try await rounds.start(round, setup.summary).id
      let face = TargetFace(system: system, diameter: round.passes[0].faceDiameter.metres)
      let shots: [(Double, Double)] = [(0.001, 0), (0.015, 0), (0.05, 0.01)]
      var entered: [ArrowEntry] = []
      for (index, shot) in shots.enumerated() {
        let value = face.score(x: shot.0, y: shot.1, arrowDiameter: 0.0093)
        let arrow = try ScoredArrow(
          endNumber: 1, arrowIndex: index, value: value, x: shot.0, y: shot.1)
        try await rounds.saveArrow(id, arrow, entered)
        entered.append(arrow.entry)
      }
      let saved = try await rounds.arrows(id)
      @Dependency(\.analytics) var analytics
      let stats = try await analytics.statistics(for: id)
      #expect(saved.map(\.value.description) == ["10", "9", "8"], "inner ring: a plain 10, no X")
      #expect(stats.total == 27)
      #expect(stats.xCount == 0)
      #expect(stats.group?.all.count == 3)
    }
  }
}
