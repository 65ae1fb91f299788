import CoreInterfaces
import Scoring
import ScoringTestSupport
import Testing

/// The in-memory client keeps every rule of the round store's contract; App's ScoringLive tests
/// run the same checks against SQLite, so the models' tests on this client mean something.
@Suite("Round client (in memory)")
struct RoundClientTests {
  @Test(arguments: RoundClientContract.checks)
  func keepsTheContract(_ check: RoundClientContract.Check) async throws {
    let active = Locked<ArcherID?>(nil)
    let held = Locked<[RoundID: (target: String, letter: String)]>([:])
    let contract = RoundClientContract(
      client: .inMemory(
        activeArcher: { active.withLock { $0 } }, heldBy: { id in held.withLock { $0[id] } }),
      switchArcher: { id in active.withLock { $0 = id } },
      makeNumberedSetup: { numbers in
        BowSetupSummary(id: BowSetupID(), name: "Bow", bowStyle: .recurve, arrowNumbers: numbers)
      },
      holdOnTarget: { id in
        held.withLock { $0[id] = (target: "0be0064c", letter: "A") }
        return (target: "0be0064c", letter: "A")
      }
    ) { style in
      BowSetupSummary(id: BowSetupID(), name: "Bow", bowStyle: style)
    }
    try await contract.verify(check)
  }
}
