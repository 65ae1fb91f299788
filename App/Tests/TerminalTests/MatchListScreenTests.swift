import Coordinator
import CoreInterfaces
import LiveDependencies
import Scoring
import Terminal
import Testing

/// The Match screen reaches earlier matches (stranger29b N13): `l` lists the stored matches,
/// newest first, a page at a time, and a number opens one; a number not listed is refused.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MatchListScreenTests {
  @Test func anEarlierMatchIsListedAndOpened() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = await startedSession()
      _ = await play(session, ["m", "n sets +Ana / +Ben", "10 10 10 / 9 9 9"])
      _ = await play(session, ["n sets +Cy / +Dee"])
      let listed = await play(session, ["l"])
      #expect(listed.contains("Matches, newest first (1–2 of 2):"), "\(listed)")
      let lines = listed.split(separator: "\n").map { String($0) }
      let cy = try #require(lines.firstIndex { $0.contains("1. ") && $0.contains("Cy v Dee") })
      let ana = try #require(lines.firstIndex { $0.contains("2. ") && $0.contains("Ana v Ben") })
      #expect(cy < ana, "newest first")
      #expect(listed.contains("a number opens that match"), "\(listed)")
      let refused = await play(session, ["3"])
      #expect(refused.contains("! No match 3: type a number from 1 to 2."), "\(refused)")
      let opened = await play(session, ["2"])
      // In place of the match shown (stranger29d D7): the path stays Home › Match.
      #expect(opened.hasPrefix("── Home › Match\n"), "\(opened)")
      #expect(opened.contains("A: Ana · B: Ben"), "\(opened)")
      #expect(!opened.contains("Matches, newest first"), "the opened match's screen lists none yet")
      let again = await play(session, ["l", "1"])
      #expect(again.hasPrefix("── Home › Match\n"), "\(again)")
      #expect(again.contains("A: Cy · B: Dee"), "\(again)")
      let home = await play(session, ["b"])
      #expect(home.hasPrefix("── Home\n"), "one b leaves for Home: \(home)")
    }
  }

  @Test func noStoredMatchIsSaid() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = await startedSession()
      let empty = await play(session, ["m", "l"])
      #expect(empty.contains("No match is stored yet."), "\(empty)")
    }
  }
}
