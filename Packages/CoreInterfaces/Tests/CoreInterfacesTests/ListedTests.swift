import CoreInterfaces
import Testing

@Suite("A list keeps its damaged rows")
struct ListedTests {
  @Test func rowsReadInOrderBecomeItemsAndEachFailureADamagedRow() {
    let first = StoreDamage(row: "archer 'nope'", problem: "not an ID")
    let second = StoreDamage(row: "round 1234abcd", problem: "unknown status 'sideways'")
    let listed = Listed<Int>(reading: [.success(1), .failure(first), .success(2), .failure(second)])
    #expect(listed.items == [1, 2])
    #expect(listed.damaged == [first, second], "no damaged row is dropped")
  }

  @Test func aListWithNothingDamagedHasNoDamage() {
    #expect(Listed<Int>(reading: [.success(3)]) == Listed([3]))
    #expect(Listed<Int>(reading: []) == Listed([]))
  }
}
