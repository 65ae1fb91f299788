import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import LiveDependencies
import Scoring
import Terminal
import Testing

/// A round's life in the app: Back from Scoring never leaves a second round behind, and `x`
/// cancels one after asking.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RoundLifecycleTests {
  @Test func backFromScoringThenStartOffersTheUnfinishedRoundInsteadOfASecond() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let session = await startedSession()
      _ = await play(session, ["n", "wa18", "s", "X 9"])
      let setup = await play(session, ["b"])
      #expect(
        setup.contains(
          "Unfinished: WA 18 m, 19 after 2 of 60 arrows (in progress): c continues it."))
      let refused = await play(session, ["s"])
      #expect(refused.contains("! A WA 18 m is unfinished (2 of 60 arrows): c continues it"))
      let listed = try await rounds.list().items
      #expect(listed.count == 1, "no second round")
      let scoring = await play(session, ["c"])
      #expect(scoring.hasPrefix("── Home › New round › Round setup (wa18) › Scoring\n"))
      #expect(scoring.contains("= 19"), "the same round, its arrows there")
      let after = try await rounds.list().items
      #expect(after.count == 1)
    }
  }

  @Test func xCancelsTheRoundOnlyWhenAskedTwice() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let session = await startedSession()
      _ = await play(session, ["n", "wa18", "s", "10"])
      let asked = await play(session, ["x"])
      #expect(asked.contains("? Cancel this round? Its arrows stay"))
      let listed1 = try await rounds.list().items
      #expect(listed1.first?.status == .inProgress)
      _ = await play(session, ["9"])  // the first ask is forgotten by the arrow after it
      let listed2 = try await rounds.list().items
      #expect(listed2.first?.status == .inProgress)
      let listed3 = try await rounds.list().items
      #expect(listed3.first?.arrows == 2)
      let home = await play(session, ["x", "x"])
      #expect(home.hasPrefix("── Home\n"))
      #expect(home.contains("✓ Cancelled WA 18 m."))
      let listed4 = try await rounds.list().items
      #expect(listed4.first?.status == .cancelled)
      let fresh = await play(session, ["n", "wa18"])
      #expect(!fresh.contains("Unfinished"), "a cancelled round is not offered")
    }
  }
}
