import Analytics
import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Navigation
import Scoring
import Terminal
import Testing

/// Restoring tells "gone" from "could not read": a busy or damaged store keeps the place.
@MainActor
@Suite("Restoring through a store that cannot answer", .dependencies(), .timeLimit(.minutes(1)))
struct CoordinatorRestoreUnreadableTests {
  private struct StoreBusy: Error, CustomStringConvertible {
    var description: String { "the database is busy" }
  }

  @Test func aBusyStoreKeepsTheSavedPathAndSaysWhy() async throws {
    let round = RoundID()
    let path = PathStack<Destination>()
    path.push(.roundsList)
    path.push(.roundDetail(round))
    let coordinator = Coordinator()
    let notes = await withDependencies {
      $0.rounds.round = { _ in throw StoreBusy() }
      $0.analytics.observeRound = { _ in .once { throw StoreBusy() } }
    } operation: {
      let notes = await coordinator.restore(path.snapshot)
      await coordinator.settled()
      return notes
    }
    #expect(
      coordinator.navigator.path.entries.map(\.destination) == path.entries.map(\.destination))
    #expect(notes == ["Kept your place, but the store could not be read: the database is busy"])
    guard let detail = coordinator.topScreen?.model as? RoundDetailModel else {
      Issue.record("no round detail on top: \(coordinator.breadcrumb)")
      return
    }
    #expect(detail.detail.failure?.message == "the database is busy", "the screen says why too")
  }

  @Test func aDamagedItemRowKeepsTheEditorAndADeletedOneDropsIt() async throws {
    let item = EquipmentID()
    let path = PathStack<Destination>()
    path.push(.equipmentEditor(.riser, item))
    let damaged = Coordinator()
    let kept = await withDependencies {
      $0.equipment.fetch = { _ in throw StoreBusy() }
    } operation: {
      await damaged.restore(path.snapshot)
    }
    #expect(damaged.navigator.path.count == 1)
    #expect(kept.first?.hasPrefix("Kept your place") == true)
    let deleted = Coordinator()
    let dropped = await withDependencies {
      $0.equipment.fetch = { _ in throw EquipmentError.notFound(item) }
    } operation: {
      await deleted.restore(path.snapshot)
    }
    #expect(deleted.navigator.path.count == 0)
    #expect(dropped == ["The riser that was open no longer exists; back at Home."])
  }
}
