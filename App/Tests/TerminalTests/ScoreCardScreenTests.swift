import Coordinator
import CoreInterfaces
import LiveDependencies
import Scoring
import Terminal
import Testing

/// The score card in the interactive app: on the Scoring screen when the last arrow completes
/// the round, and on the Round screen, from the stored summary.
@MainActor
@Suite struct ScoreCardScreenTests {
  @Test func theLastArrowShowsTheCardOnTheScoringScreenAndTheRoundScreenShowsItToo() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      _ = await session.start(restoring: nil)
      let ends = Array(repeating: ["9 9 9", ""], count: 9).flatMap { $0 }
      let before = await play(session, ["n", "bray_i", "s"] + ends)
      #expect(before.contains("Bray I (in progress): 243 / 300"))
      #expect(!before.contains("Score card"), "no card before the last arrow")
      let screen = await play(session, ["9 9 10"])
      #expect(screen.contains("Bray I (completed): 271 / 300"), "\(screen)")
      #expect(screen.contains("Score card — Bray I: 271 / 300 (completed)"))
      #expect(screen.contains("  30 arrows, 30 hits, 30 golds, 0 Xs"))
      #expect(screen.contains("  Handicap "))
      #expect(screen.contains("  Personal best: the first Bray I shot."))
      #expect(!screen.contains("f finishes the round"), "it finished itself")

      let list = await play(session, ["b", "b", "b", "r"])
      #expect(list.contains("Bray I: 271, 30 of 30 arrows (completed)"), "\(list)")
      let detail = await play(session, ["1"])
      #expect(detail.hasPrefix("── Home › Rounds › Round\n"))
      #expect(detail.contains("Score card — Bray I: 271 / 300 (completed)"), "\(detail)")
      #expect(detail.contains("  Personal best: the first Bray I shot."))
    }
  }
}
