import Coordinator
import CoreInterfaces
import LiveDependencies
import Scoring
import Terminal
import Testing

/// The Analytics screen shows the archer's matches as `stats matches` counts them
/// (stranger29b N16), also when the archer has no round yet.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AnalyticsMatchesScreenTests {
  @Test func analyticsShowsTheMatchHistoryEvenWithNoRound() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.archers) var archers
      let me = try await archers.add(Archer(name: "Ana Lopez", bowStyle: .recurve))
      _ = try await archers.switchTo(me.id)
      let session = await startedSession()
      let before = await play(session, ["a"])
      #expect(before.contains("No rounds yet"), "\(before)")
      #expect(!before.contains("Matches:"), "no match, no match lines")
      let quoted = "\"\(me.name)\""
      _ = await play(session, ["b", "m", "n sets \(quoted) / +Ben"])
      for set in ["10 10 10 / 9 9 9", "10 9 9 / 9 9 9", "10 10 9 / 9 9 9"] {
        _ = await play(session, [set])
      }
      let hub = await play(session, ["b", "a"])
      #expect(hub.hasPrefix("── Home › Analytics\n"), "\(hub)")
      #expect(hub.contains("No rounds yet"), "\(hub)")
      #expect(hub.contains("Matches:\n    1 match: 1 won, 0 lost."), "\(hub)")
      #expect(hub.contains("  Set points: 6 for, 0 against."), "\(hub)")
      #expect(hub.contains("  Average arrow: 9.67 over 9 arrows."), "\(hub)")
    }
  }
}
