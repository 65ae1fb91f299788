import CoreInterfaces
import Scoring
import ScoringTestSupport
import Testing

/// The in-memory target client keeps the contract App's SQLite client is held to as well, and
/// the failing test value names its endpoint.
@Suite("Target client (in memory)", .timeLimit(.minutes(1)))
struct TargetClientTests {
  @Test(arguments: TargetClientContract.checks)
  func keepsTheContract(_ check: TargetClientContract.Check) async throws {
    try await TargetClientContract(client: .inMemory()).verify(check)
  }

  @Test func thePreviewHoldsFourArchersWithAnEndIn() async throws {
    let client = TargetClient.preview()
    let board = try await client.board(try await client.find(nil))
    #expect(board.target.archers.count == 4)
    #expect(board.target.currentEnd == 2)
  }
}
