import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import LiveDependencies
import Scoring
import Terminal
import Testing

/// An open screen follows its model: a write made elsewhere shows without a key.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TerminalRedrawTests {
  @Test func theOpenRoundsListRedrawsWhenARoundIsStartedElsewhere() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = await startedSession()
      #expect(await play(session, ["r"]).contains("No rounds yet"))
      let screens = session.redraws()
      @Dependency(\.rounds) var rounds
      _ = try await rounds.start(try #require(RoundCatalogue.round("wa18")), nil)
      let redrawn = try await withTimeout("the redraw") {
        await screens.first { $0.contains("1. WA 18") }
      }
      #expect(redrawn?.hasPrefix("── Home › Rounds\n") == true)
    }
  }

  @Test func theOpenHomeRedrawsWhenTheActiveArcherChangesElsewhere() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = await startedSession()
      let screens = session.redraws()
      @Dependency(\.archers) var archers
      _ = try await archers.add(try Archer(name: "Ada", bowStyle: .barebow))
      let redrawn = try await withTimeout("the redraw") {
        await screens.first { $0.contains("Archer: Ada (barebow)") }
      }
      #expect(redrawn != nil)
    }
  }
}
