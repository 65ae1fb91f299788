import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// A contract check runs its rule against whichever subject it is given and carries its name to
/// the test log.
@Suite struct ContractCheckTests {
  struct Refusing: Error, Equatable {}

  @Test func aCheckRunsAgainstEachSubjectAndItsFailureComesBack() async throws {
    let seen = Locked<[Int]>([])
    let check = ContractCheck<Int>("odd numbers are refused") { subject in
      seen.withLock { $0.append(subject) }
      if subject % 2 == 1 { throw Refusing() }
    }
    #expect(check.testDescription == "odd numbers are refused")
    try await check.verify(2)
    await #expect(throws: Refusing()) { try await check.verify(3) }
    #expect(seen.withLock { $0 } == [2, 3])
  }
}
