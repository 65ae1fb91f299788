import CoreInterfaces
import Testing

@Suite("Locked and Cancellable")
struct LockedAndCancellableTests {
  @Test func lockedSerialisesReadModifyWrites() async {
    let counter = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { for _ in 0..<5_000 { counter.withLock { $0 += 1 } } } }
    }
    #expect(counter.withLock { $0 } == 40_000)
  }

  @Test func lockedRethrowsAndKeepsTheStateUnchangedBeforeTheThrow() {
    struct Refused: Error {}
    let state = Locked([1, 2])
    #expect(throws: Refused.self) {
      try state.withLock { (values: inout [Int]) throws(Refused) in
        guard values.count > 5 else { throw Refused() }
        values.append(3)
      }
    }
    #expect(state.withLock { $0 } == [1, 2])
  }

  @Test func cancellableRunsItsActionOnceEvenWhenCancelledConcurrently() async {
    let runs = Locked(0)
    let cancellable = Cancellable { runs.withLock { $0 += 1 } }
    #expect(!cancellable.isCancelled)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<16 { group.addTask { cancellable.cancel() } }
    }
    #expect(runs.withLock { $0 } == 1)
    #expect(cancellable.isCancelled)
    Cancellable.none.cancel()
  }
}
