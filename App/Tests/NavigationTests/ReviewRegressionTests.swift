import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Navigation

/// One test per finding of the outside review of the navigation kit: a subscription cancelled
/// during a delivery pass is not called later in that pass (these fail on the code before the
/// fix), and the guarantees docs/NAVIGATION.md states that no test checked — a restore never moves
/// the ID counter back, `changes` ends with its loop or its task, and a result published before
/// the cancellation hop runs still wins.
@MainActor
@Suite("Navigation review regressions", .timeLimit(.minutes(1)))
struct ReviewRegressionTests {
  // MARK: 1. A subscription cancelled during a pass is not called later in that pass

  @Test("A path observer cancelled by an earlier observer in the same pass is not called")
  func pathObserverCancelledMidPassIsNotCalled() {
    let path = PathStack<Screen>()
    var calls: [String] = []
    var second: NavigationSubscription?
    let first = path.observe { _ in
      calls.append("first")
      second?.cancel()
    }
    second = path.observe { _ in calls.append("second") }
    let third = path.observe { _ in calls.append("third") }
    path.push(.home)
    #expect(calls == ["first", "third"], "cancelled before its turn: not called, order kept")
    #expect(path.subscriberCount == 2)
    path.push(.detail(1))
    #expect(calls == ["first", "third", "first", "third"])
    _ = (first, third)
  }

  @Test("A result subscriber cancelled by an earlier subscriber in the same pass is not called")
  func busSubscriberCancelledMidPassIsNotCalled() {
    let bus = NavigationResultBus()
    var calls: [String] = []
    var second: NavigationSubscription?
    let first = bus.subscribe { _ in
      calls.append("first")
      second?.cancel()
    }
    second = bus.subscribe { _ in calls.append("second") }
    let third = bus.subscribe { _ in calls.append("third") }
    bus.publish(1, to: EntryID(rawValue: 1))
    #expect(calls == ["first", "third"], "cancelled before its turn: not called, order kept")
    #expect(bus.subscriberCount == 2)
    _ = (first, third)
  }

  @Test("A subscriber added during a pass hears the next value, not the current one")
  func subscriberAddedMidPassStartsWithTheNextValue() {
    let bus = NavigationResultBus()
    var late: [Int] = []
    var added: NavigationSubscription?
    let adder = bus.subscribe { _ in
      if added == nil { added = bus.subscribe { late.append($0.value as? Int ?? -1) } }
    }
    bus.publish(1, to: EntryID(rawValue: 1))
    bus.publish(2, to: EntryID(rawValue: 1))
    #expect(late == [2])
    _ = adder
  }

  // MARK: 2. A restore moves the ID counter forward, never back

  @Test("Restoring an older snapshot keeps the counter: the next push is above every ID so far")
  func restoringAnOlderSnapshotNeverMovesTheCounterBack() throws {
    let path = PathStack<Screen>()
    var handedOut = [try #require(path.push(.home)), try #require(path.push(.detail(1)))]
    let older = path.snapshot
    for n in 2...4 { handedOut.append(try #require(path.push(.detail(n)))) }
    try path.restore(older)
    #expect(path.entries == older.entries)
    let next = try #require(path.push(.detail(5)))
    #expect(handedOut.allSatisfy { next > $0 }, "\(next) is above \(handedOut)")
    #expect(path.snapshot.nextID > older.nextID)
  }

  // MARK: 3. `changes` ends with its loop or its task

  @Test("A changes loop whose task is cancelled unsubscribes")
  func changesEndsWhenItsTaskIsCancelled() async throws {
    let path = PathStack<Screen>()
    let observation = path.observe { _ in }
    let before = path.subscriberCount
    let changes = path.changes  // kept in a variable for the whole test
    #expect(path.subscriberCount == before + 1)
    let seen = Seen()
    let reader = Task {
      for await _ in changes { seen.count += 1 }
    }
    path.push(.home)
    try await eventually("the reader to be in its loop") { seen.count == 1 }
    reader.cancel()
    try await withTimeout("the cancelled loop to end") { await reader.value }
    try await eventually("the subscription to end with its task") {
      path.subscriberCount == before
    }
    _ = observation
  }

  @Test("A changes loop that returns unsubscribes")
  func changesEndsWhenItsLoopReturns() async throws {
    let path = PathStack<Screen>()
    let observation = path.observe { _ in }
    let before = path.subscriberCount
    let changes = path.changes  // kept in a variable for the whole test
    path.push(.home)
    #expect(await firstPath(in: changes) == [.home])
    try await eventually("the subscription to end with its loop") {
      path.subscriberCount == before
    }
    _ = observation
  }

  private func firstPath(in changes: NavigationStream<[PathEntry<Screen>]>) async -> [Screen]? {
    for await entries in changes { return entries.map(\.destination) }
    return nil
  }

  // MARK: 4. A result published before the cancellation hop runs still wins

  @Test("A result published before the cancellation hop runs is delivered, once")
  func resultPublishedBeforeTheCancellationHopWins() async throws {
    let h = Harness()
    let home = try #require(h.path.push(.home))
    let (task, picker) = try await h.start(.picker("setup"), as: String.self)
    // No suspension from `cancel()` to `publish`: the test holds the main actor, so the hop the
    // cancellation handler enqueues cannot run before the result is delivered.
    task.cancel()
    #expect(h.manager.pendingEntries == [picker], "the hop has not run yet")
    h.bus.publish("riser", to: picker)
    #expect(try await outcome(of: task) == "riser")
    // Let the hop run (the main actor runs its jobs in order); it finds nothing left to do.
    await Task { @MainActor in }.value
    #expect(h.resolutions.map(\.0) == [picker])
    #expect(h.resolutions.map(\.1) == [true])
    #expect(h.path.entries.map(\.id) == [home])
    #expect(h.manager.diagnostics.isEmpty)
  }
}

@MainActor
private final class Seen {
  var count = 0
}
