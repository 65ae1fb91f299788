import CoreInterfaces
import Scoring
import ScoringTestSupport
import Testing

/// The in-memory match client keeps the match store's contract; App's ScoringLive tests run the
/// same checks against SQLite.
@Suite("Match client (in memory)", .timeLimit(.minutes(1)))
struct MatchClientTests {
  @Test(arguments: MatchClientContract.checks)
  func keepsTheContract(_ check: MatchClientContract.Check) async throws {
    try await MatchClientContract(client: .inMemory(), makeArcher: { ArcherID() }).verify(check)
  }

  @Test func theTestValueNamesTheEndpoint() async {
    await #expect(throws: (any Error).self) {
      _ = try await MatchClientKey.testValue.match(MatchID())
    }
  }
}
