import Coordinator
import CoreInterfaces
import LiveDependencies
import Scoring
import Terminal
import Testing

/// The Target screen on the live store: a letter not on the target is told as `club end` tells
/// it, not as an unknown key, and a second sheet that differs (nothing saved) is not marked done.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TargetSessionTests {
  @Test func aLetterOffTheTargetAndADifferingSheetAreRefusals() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      @Dependency(\.targets) var targets
      let wa18 = try await rounds.definition(named: "wa18")
      let board = try await targets.start(
        wa18, ["Ann", "Bo", "Cy"].map { TargetBoard.Entrant(.guest(name: $0)) }, true)
      let session = await startedSession()
      let shown = await play(session, ["t"])
      #expect(shown.hasPrefix("── Home › Target\n"), "\(shown)")
      let offTarget = await play(session, ["G 9 9 9"])
      #expect(
        offTarget.hasSuffix("! 'G' is not a letter on this target; its archers are A, B, C.\n"),
        "\(offTarget)")
      let first = await play(session, ["A 10 9 9"])
      #expect(first.contains("✓ A, end 1: first sheet in"), "\(first)")
      let differs = await play(session, ["2 A 10 9 8"])
      #expect(differs.contains("! A, end 1: the sheets differ"), "\(differs)")
      #expect(!differs.contains("✓ A, end 1"), "nothing was saved: no success mark")
      #expect(try await targets.board(board.id).target.ends(of: .a).isEmpty)
    }
  }
}
