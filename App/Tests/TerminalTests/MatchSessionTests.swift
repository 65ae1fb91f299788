import Coordinator
import CoreInterfaces
import LiveDependencies
import Scoring
import Terminal
import Testing

/// Home's `m` with no match yet opens the Match screen ready to start one; `n` starts it on the
/// live store (a bad line says why in one line and saves nothing), and the next line is a set.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MatchSessionTests {
  @Test func homeMStartsAMatchAndScoresASet() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.matches) var matches
      let session = await startedSession()
      let ready = await play(session, ["m"])
      #expect(ready.hasPrefix("── Home › Match\n"), "\(ready)")
      #expect(ready.contains("No match yet: n FORMAT A-NAME… / B-NAME… starts one."))
      #expect(ready.contains("n sets Ana / +Ben starts a match"))
      #expect(!ready.contains("10 9 9 / 9 9 8"), "no set key before a match")
      for bad in [
        "n duel Ana / Ben", "n team-sets +Ana / +Ben", "n sets / +Ben", "n sets Zed / +Ben",
      ] {
        let refused = await play(session, [bad])
        #expect(refused.split(separator: "\n").filter { $0.hasPrefix("! ") }.count == 1, "\(bad)")
        #expect(try await matches.list().items.isEmpty, "\(bad) saved nothing")
      }
      // In the words the screen's user types, not --b/--guest-b (stranger29d D9).
      let short = await play(session, ["n sets +Ana /"])
      #expect(
        short.contains(
          "! Side B names 0 archers; a match of individual sets (recurve, barebow) has 1 a side "
            + "(one name per archer after the slash, a guest marked +)."), "\(short)")
      let typo = await play(session, ["n sets Zed / +Ben"])
      #expect(typo.contains("! No archer is named 'Zed'; mark a guest with +Zed"), "\(typo)")
      let started = await play(session, ["n sets +Ana / +Ben"])
      #expect(started.contains("Match started: Ana (A) against Ben (B)."), "\(started)")
      #expect(started.contains("10 9 9 / 9 9 8 scores"), "\(started)")
      let afterSet = await play(session, ["10 10 10 / 9 9 9"])
      #expect(afterSet.hasPrefix("── Home › Match\n"), "\(afterSet)")
      // The confirmation names the set and the score (stranger29d D6), not a bare "Saved.".
      #expect(afterSet.contains("✓ Set 1: 30–27, set points 2–0"), "\(afterSet)")
      let stored = try #require(try await matches.list().items.first)
      #expect(stored.match.sets.count == 1)
      #expect(stored.match.setPoints(.a) == 2)
      #expect(stored.sideA.map(\.name) == ["Ana"] && stored.sideB.map(\.name) == ["Ben"])
    }
  }
}
