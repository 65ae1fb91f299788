import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import LiveDependencies
import Scoring
import Terminal
import Testing

/// The Rounds screen prints a page that fits the terminal, never the whole history, and `n`/`p`
/// turn the page; numbers go on across pages.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RoundsPagingScreenTests {
  @Test func theRoundsScreenShowsAPageAndTurnsIt() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let wa18 = try #require(RoundCatalogue.round("wa18"))
      for _ in 0..<20 { _ = try await rounds.start(wa18, nil) }
      let session = await startedSession()  // piped: 24 lines, 18 rows a page
      let first = await play(session, ["r"])
      #expect(first.contains("18. WA 18") && !first.contains("19. "), "\(first)")
      #expect(first.contains("Rounds 1–18 of 20"), "\(first)")
      #expect(first.contains("n next page") && !first.contains("p previous page"), "\(first)")
      let second = await play(session, ["n"])
      #expect(second.contains("19. WA 18") && second.contains("20. WA 18"), "\(second)")
      #expect(!second.contains("\n  1. "), "\(second)")
      #expect(second.contains("Rounds 19–20 of 20") && second.contains("p previous page"))
      let last = await play(session, ["n"])
      #expect(last.contains("! This is the last page of rounds."), "\(last)")
      let refused = await play(session, ["3"])
      #expect(refused.contains("! No round 3: type a number from 19 to 20."), "\(refused)")
      let back = await play(session, ["p"])
      #expect(back.contains("1. WA 18") && back.contains("Rounds 1–18 of 20"), "\(back)")
    }
  }
}
