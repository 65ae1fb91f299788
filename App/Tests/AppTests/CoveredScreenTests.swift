import Analytics
import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Navigation
import Scoring
import Terminal
import Testing

/// A screen another covers stops following the store, and follows again — one read — on top.
@MainActor
@Suite("A covered screen", .dependencies(), .timeLimit(.minutes(1)))
struct CoveredScreenTests {
  /// Counts each start and stop of the Rounds screen's query, which answers once and stays open.
  final class Counted: Sendable {
    let starts = Locked(0)
    let stops = Locked(0)

    func observeList(_ page: ListPage) -> Flow<Paged<RoundListing>> {
      Flow { continuation in
        self.starts.withLock { $0 += 1 }
        continuation.yield(Paged(page: page, rows: Listed([]), total: 0))
        return Cancellable { self.stops.withLock { $0 += 1 } }
      }
    }
  }

  @Test func stopsObservingWhileCoveredAndReadsOnceOnTopAgain() async throws {
    let counted = Counted()
    let coordinator = Coordinator()
    try await withDependencies {
      $0.sync = .inMemory()  // Home counts the open sync conflicts
      $0.archers.observeActive = {
        Flow { continuation in
          continuation.yield(nil)
          return .none
        }
      }
      $0.rounds.observeList = counted.observeList
      $0.analytics.observeRound = { _ in .once { throw AnalyticsError.roundNotFound(RoundID()) } }
      $0.roundResults = RoundResultClientKey.previewValue
    } operation: {
      await coordinator.settled()
      #expect(coordinator.home.shown.isFollowing, "Home on top follows the active archer")
      #expect(coordinator.home.conflicts.isFollowing, "and the open sync conflicts' count")
      coordinator.show(.roundsList)
      await coordinator.settled()
      #expect(counted.starts.withLock { $0 } == 1)
      coordinator.show(.roundDetail(RoundID()))
      await coordinator.settled()
      try await eventually("the covered list stops") { counted.stops.withLock { $0 } == 1 }
      #expect(counted.starts.withLock { $0 } == 1, "nothing read while covered")
      coordinator.back()
      await coordinator.settled()
      #expect(counted.starts.withLock { $0 } == 2, "on top again: followed again, read once")
      guard let model = coordinator.topScreen?.model as? RoundsListModel else {
        Issue.record("no rounds list on top: \(coordinator.breadcrumb)")
        return
      }
      #expect(model.rounds.value == [])
      #expect(!coordinator.home.shown.isFollowing, "Home, under every path, follows nothing")
      #expect(!coordinator.home.conflicts.isFollowing, "not even the sync conflicts' count")
    }
  }
}
