import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Navigation
import Scoring
import Terminal
import Testing

/// A saved path to the Match screen reopens the match while it is stored, and falls back with a
/// note once it is not (`Coordinator.check`).
@MainActor
@Suite("Restoring the Match screen", .dependencies(), .timeLimit(.minutes(1)))
struct MatchRestoreTests {
  @Test func aPathToAMatchNoLongerStoredFallsBackToHomeWithANote() async throws {
    let path = PathStack<Destination>()
    path.push(.match(MatchID()))
    let coordinator = Coordinator()
    let notes = await withDependencies {
      $0.matches = .inMemory()
    } operation: {
      await coordinator.restore(path.snapshot)
    }
    #expect(coordinator.navigator.path.entries.isEmpty)
    #expect(notes == ["The match that was open no longer exists; back at Home."])
  }

  @Test func aPathToAStoredMatchReopensIt() async throws {
    let matches = MatchClient.inMemory(MatchSheet.samples)
    let id = try #require(MatchSheet.samples.first?.id)
    let path = PathStack<Destination>()
    path.push(.match(id))
    let coordinator = Coordinator()
    let notes = await withDependencies {
      $0.matches = matches
    } operation: {
      await coordinator.restore(path.snapshot)
    }
    #expect(notes.isEmpty)
    #expect(coordinator.navigator.path.entries.map(\.destination) == [.match(id)])
  }
}
