import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import LiveDependencies
import Scoring
import Testing

/// Every screen showing stored data follows it: a write through another client (another
/// window scoring the same round) reaches an open model without a key being pressed.
@MainActor
@Suite("Screens follow the store", .timeLimit(.minutes(1)))
struct ScreensFollowTheStoreTests {
  /// A round of `codename` started in the live store in scope.
  func started(_ codename: String) async throws -> RoundID {
    @Dependency(\.rounds) var rounds
    return try await rounds.start(try #require(RoundCatalogue.round(codename)), nil).id
  }

  @Test func twoScoringScreensOnOneRoundEachSeeTheOthersArrows() async throws {
    try await CompositionRoot.withLiveDependencies {
      let id = try await started("wa18")
      let (mine, theirs) = (LiveScoringModel(roundID: id), LiveScoringModel(roundID: id))
      for model in [mine, theirs] {
        model.start()
        #expect(await model.load())
      }
      #expect(
        await theirs.enter(line: [.notation("9"), .notation("X")], completingFullEnds: false))
      try await eventually("their arrows on my sheet") { mine.currentEnd.count == 2 }
      #expect(mine.runningTotal == 19)
      #expect(await mine.enter(notation: "8"))
      try await eventually("my arrow on their sheet") { theirs.arrows.count == 3 }
      #expect(theirs.arrows.map(\.entry.description) == ["9", "X", "8"])
      #expect(theirs.currentEndNumber == 2, "a full end elsewhere moves this sheet on too")
    }
  }

  @Test func roundDetailAndTheAnalyticsHubFollowArrowsScoredElsewhere() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let id = try await started("wa18")
      let detail = RoundDetailModel(roundID: id)
      detail.start()
      await detail.load()
      let hub = AnalyticsHubModel()
      hub.start()
      await hub.refresh()
      let arrowsBefore = try #require(hub.figures?.arrowsShot)
      try await rounds.saveArrow(
        id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss), [])
      try await eventually("the arrow on the round's detail") {
        detail.detail.value?.record.arrows.count == 1
      }
      try await eventually("the arrow in the hub's figures") {
        hub.figures?.arrowsShot == arrowsBefore + 1
      }
    }
  }

  /// A round deleted elsewhere is gone from its screen: not the last value kept (with keys to
  /// score and correct it), whether the screen is on top or is uncovered after the deletion.
  @Test func roundDetailSaysARoundDeletedElsewhereIsGone() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.roundCorrections) var corrections
      let id = try await started("wa18")
      let (onTop, covered) = (RoundDetailModel(roundID: id), RoundDetailModel(roundID: id))
      for model in [onTop, covered] {
        model.start()
        await model.load()
        #expect(model.detail.value != nil)
      }
      covered.shown.stop()
      try await corrections.delete(id)
      try await eventually("the deletion on the open screen") { onTop.detail.failure != nil }
      #expect(onTop.detail.value == nil)
      #expect(onTop.detail.failure?.message.contains("may have been deleted") == true)
      #expect(!onTop.continueScoring() && !onTop.correctArrows())
      await covered.load()  // uncovered: read once again
      #expect(covered.detail.value == nil)
      #expect(covered.detail.failure?.message.contains("may have been deleted") == true)
    }
  }

  @Test func theEquipmentListFollowsAnItemSavedElsewhere() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let list = EquipmentListModel(kind: .arrow)
      list.start()
      await list.load()
      let before = try #require(list.items.value?.count)
      _ = try await equipment.save(EquipmentItem(kind: .arrow, name: "Saved elsewhere"))
      try await eventually("the new item in the list") { list.items.value?.count == before + 1 }
    }
  }
}
