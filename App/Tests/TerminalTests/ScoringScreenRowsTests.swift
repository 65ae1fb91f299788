import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import LiveDependencies
import Scoring
import Terminal
import Testing

/// The scoring screen draws as many of the last ends as fit the terminal, never every end of a
/// long round, so a keypress late in a round draws what one early does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScoringScreenRowsTests {
  @Test func onlyTheLastEndsThatFitAreDrawn() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let wa18 = try #require(RoundCatalogue.round("wa18"))
      let round = try await rounds.start(wa18, nil)
      let session = await startedSession()  // piped: 18 rows
      session.coordinator.show(.scoring(round.id))
      await session.coordinator.settled()
      var screen = ""
      for _ in 1...19 { screen = await play(session, ["10 9 8", ""]) }
      #expect(screen.contains("… 1 earlier end"), "\(screen)")
      #expect(!screen.contains("end 1:"), "the first end scrolled away: \(screen)")
      #expect(screen.contains("end 2:") && screen.contains("end 19:"), "\(screen)")
      #expect(screen.contains("(513)"), "the running total still counts every end: \(screen)")
    }
  }
}
