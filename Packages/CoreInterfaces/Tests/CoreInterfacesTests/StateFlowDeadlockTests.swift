import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// A subscriber cancelled while another thread updates the flow. Cancelling a task holds the
/// task's own lock and then unsubscribes (the flow's state lock); an update that held the state
/// lock while it resumed that task waited for the task's lock: each waited for the other for
/// ever. Before the fix this test was stuck after 8 of 3,000 cancellations (it hung the App
/// suite under ThreadSanitizer in CI).
@Suite struct StateFlowDeadlockTests {
  @Test func cancellingSubscribersWhileAnotherThreadUpdatesNeverDeadlocks() async throws {
    let flow = MutableStateFlow(0)
    let stop = Locked(false)
    let cancelled = Locked(0)
    // Both sides on threads of their own, so a deadlock leaves the test's tasks free to fail.
    let writer = Thread {
      while !stop.withLock({ $0 }) { flow.value &+= 1 }
    }
    let canceller = Thread {
      for _ in 0..<3_000 {
        let subscriber = Task { for await _ in flow.values {} }
        while flow.subscriptionCount == 0, !stop.withLock({ $0 }) { sched_yield() }
        subscriber.cancel()
        cancelled.withLock { $0 += 1 }
      }
      stop.withLock { $0 = true }
    }
    writer.start()
    canceller.start()
    defer { stop.withLock { $0 = true } }
    do {
      try await eventually("3,000 subscribers cancelled during updates", timeout: .seconds(30)) {
        cancelled.withLock { $0 } == 3_000
      }
    } catch {
      Issue.record("stuck after \(cancelled.withLock { $0 }) of 3,000 cancellations")
    }
  }
}
