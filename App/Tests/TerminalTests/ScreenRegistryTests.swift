import Coordinator
import LiveDependencies
import Terminal
import Testing

/// A screen is one type and one registration: a screen the app does not have, registered in a
/// test and nowhere else, is drawn, takes keys, refuses the rest, and is covered and brought up
/// to date by the coordinator like every other.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScreenRegistryTests {
  @Test func aScreenRegisteredOnceIsDrawnDrivenCoveredAndUncovered() async throws {
    try await CompositionRoot.withLiveDependencies {
      let screens = ScreenRegistry { destination, start in
        switch destination {
        case .settings: return TallyScreen(start)
        default: return ScreenRegistry.terminal.make(destination, start)
        }
      }
      let session = TerminalSession(coordinator: Coordinator(screens: screens))
      _ = await session.start(restoring: nil)

      let shown = await play(session, ["s"])
      let tally = try #require(session.coordinator.topScreen?.model as? TallyScreen.Tally)
      #expect(tally.loaded, "the load it started is awaited before it is drawn")
      #expect(shown.contains("  Counted 0.\n"))
      #expect(shown.contains("keys: + counts one · o archers · b back"))
      let counted = await play(session, ["+", "+"])
      #expect(counted.contains("  Counted 2.\n"))
      #expect(counted.hasSuffix("✓ Counted one more.\n"))

      let refused = await play(session, ["zz"])
      #expect(refused.contains("  Counted 2.\n"))
      #expect(refused.split(separator: "\n").filter { $0.hasPrefix("! ") }.count == 1)

      _ = await play(session, ["o"])
      #expect(session.coordinator.breadcrumb == "Home › Settings › Archers")
      #expect(!tally.following, "covered by Archers, it stops following")
      let back = await play(session, ["b"])
      #expect(tally.following && tally.readsOnTop == 1, "on top again: one read")
      #expect(back.contains("  Counted 2.\n"))
      #expect(await play(session, ["b"]).hasPrefix("── Home\n"))
    }
  }

  @Test func aScreenTheTerminalCannotDrawSaysSoAndRefusesKeysInOneLine() async throws {
    try await CompositionRoot.withLiveDependencies {
      let screens = ScreenRegistry { destination, start in
        switch destination {
        case .settings: return HeadlessScreen()
        default: return ScreenRegistry.terminal.make(destination, start)
        }
      }
      let session = TerminalSession(coordinator: Coordinator(screens: screens))
      _ = await session.start(restoring: nil)
      let shown = await play(session, ["s"])
      #expect(shown.contains("  This screen is not drawn here.\n"))
      let refused = await play(session, ["+"])
      #expect(refused.split(separator: "\n").filter { $0.hasPrefix("! ") }.count == 1)
      #expect(session.coordinator.breadcrumb == "Home › Settings")
      #expect(await play(session, ["b"]).hasPrefix("── Home\n"))
    }
  }
}
