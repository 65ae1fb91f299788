import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import LiveDependencies
import Scoring
import Terminal
import Testing

/// Correcting an arrow in the app: on the scoring screen, `e END ARROW VALUE` picks an end and an
/// arrow and gives its right value; a refused one changes nothing.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CorrectingInTheAppTests {
  @Test func anArrowIsCorrectedByEndAndPlaceAndABadOneChangesNothing() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let session = await startedSession()
      _ = await play(session, ["n", "wa18", "s", "X 9 8", "", "7"])
      let corrected = await play(session, ["e 1 3 10"])
      #expect(corrected.contains("End 1 arrow 3 is now 10; total 36."))
      let id = try #require(try await rounds.list().items.first?.id)
      #expect(try await rounds.arrows(id).map(\.entry.points) == [10, 9, 10, 7])
      for bad in ["e 1 3 11", "e 2 2 9", "e 1 x 9"] {
        _ = await play(session, [bad])
        #expect(try await rounds.arrows(id).map(\.entry.points) == [10, 9, 10, 7], "\(bad)")
      }
    }
  }
}
