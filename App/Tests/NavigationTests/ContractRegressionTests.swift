import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Navigation

/// One test per way the navigation contract was broken (issue 12). Each fails on the code before
/// the fix: the delivery rule, the cancelled-caller rule, the navigator's lifetime, damaged
/// snapshots and unbounded subscribers.
@MainActor
@Suite("Navigation contract regressions", .timeLimit(.minutes(1)))
struct ContractRegressionTests {
  // MARK: 1. A result for an entry that has left the path is never delivered

  @Test("An observer that runs before the manager publishes for a picker Back removed")
  func observerBeforeManagerPublishesForPoppedPicker() async throws {
    let path = PathStack<Screen>()
    let bus = NavigationResultBus()
    let early = path.observe { change in
      for entry in change.removed where entry.destination == .picker("setup") {
        bus.publish("chosen as Back was pressed", to: entry.id)
      }
    }
    let h = Harness(navigator: Navigator(path: path, results: bus))
    let (task, picker) = try await h.start(.picker("setup"), as: String.self)
    path.pop()
    #expect(try await outcome(of: task) == nil)
    #expect(h.manager.diagnostics == [.resultForEntryOffPath(picker)])
    #expect(h.manager.pendingEntries.isEmpty)
    _ = early
  }

  @Test("In one observer pass, one observer pops a new picker and a later one publishes for it")
  func popThenPublishInOneObserverPass() async throws {
    let path = PathStack<Screen>()
    let bus = NavigationResultBus()
    let popper = path.observe { change in
      if change.added.contains(where: { $0.destination == .picker("setup") }) { path.pop() }
    }
    let publisher = path.observe { change in
      for entry in change.added where entry.destination == .picker("setup") {
        bus.publish("answer to a picker already gone", to: entry.id)
      }
    }
    let h = Harness(navigator: Navigator(path: path, results: bus))
    let manager = h.manager
    let task = Task { await manager.request(.picker("setup"), as: String.self) }
    #expect(try await outcome(of: task) == nil)
    #expect(path.entries.isEmpty)
    #expect(manager.pendingEntries.isEmpty)
    _ = (popper, publisher)
  }

  @Test("During pop-to-root, an onResolve handler publishes to the outer picker")
  func onResolvePublishesToOuterPickerDuringPopToRoot() async throws {
    let h = Harness()
    h.path.push(.home)
    let (outerTask, outer) = try await h.start(.picker("outer"), as: String.self)
    let (innerTask, inner) = try await h.start(.innerPicker, as: String.self)
    let bus = h.bus
    h.manager.onResolve = { id, _ in
      if id == inner { bus.publish("outer chosen while unwinding", to: outer) }
    }
    h.path.popToRoot()
    #expect(try await outcome(of: innerTask) == nil)
    #expect(try await outcome(of: outerTask) == nil)
    #expect(h.manager.diagnostics.contains(.resultForEntryOffPath(outer)))
  }

  @Test("Teardown resumes every waiter with nil even if a handler publishes while it runs")
  func teardownIgnoresResultsPublishedDuringIt() async throws {
    let h = Harness()
    let (outerTask, outer) = try await h.start(.picker("outer"), as: String.self)
    let (innerTask, inner) = try await h.start(.innerPicker, as: String.self)
    let bus = h.bus
    h.manager.onResolve = { id, _ in
      if id == inner { bus.publish("outer chosen during teardown", to: outer) }
    }
    h.manager.tearDown()
    #expect(try await outcome(of: innerTask) == nil)
    #expect(try await outcome(of: outerTask) == nil)
  }

  @Test("Teardown from inside a path observer has resumed every waiter by the time it returns")
  func teardownFromInsideAPathObserver() async throws {
    let h = Harness()
    let (outerTask, _) = try await h.start(.picker("outer"), as: String.self)
    let (innerTask, _) = try await h.start(.innerPicker, as: String.self)
    let manager = h.manager
    var waitingWhenTeardownReturned: [EntryID]?
    let quitter = h.path.observe { change in
      guard change.added.contains(where: { $0.destination == .home }) else { return }
      manager.tearDown()  // the app quitting from a navigation handler
      waitingWhenTeardownReturned = manager.pendingEntries
    }
    h.path.push(.home)
    #expect(waitingWhenTeardownReturned == [])
    #expect(try await outcome(of: innerTask) == nil)
    #expect(try await outcome(of: outerTask) == nil)
    _ = quitter
  }

  // MARK: 2. An already-cancelled caller has no effect

  @Test("A caller cancelled before it runs does not supersede the live caller on its slot")
  func cancelledCallerDoesNotSupersede() async throws {
    let h = Harness(policy: .supersede)
    h.path.push(.home)
    let (live, picker) = try await h.start(.picker("setup"), as: String.self)
    let pathBefore = h.path.entries
    let manager = h.manager
    let cancelled = Task { await manager.request(.picker("setup"), as: String.self) }
    cancelled.cancel()  // before it can run: this test holds the main actor until the await
    #expect(try await outcome(of: cancelled) == nil)
    #expect(h.path.entries == pathBefore, "nothing pushed or popped")
    #expect(manager.pendingEntries == [picker], "the live caller still waits")
    h.bus.publish("riser", to: picker)
    #expect(try await outcome(of: live) == "riser")
  }

  // MARK: 3. A waiting caller never keeps its navigator alive

  @Test("Dropping the navigator while a caller waits resumes it with nil and frees the navigator")
  func droppingNavigatorResumesWaiter() async throws {
    var navigator: Navigator<Screen>? = Navigator()
    weak let weakNavigator = navigator
    let manager = try #require(navigator?.requests)
    let task = Task { await manager.request(.picker("setup"), as: String.self) }
    try await eventually("the request to wait") { !manager.pendingEntries.isEmpty }
    navigator = nil
    #expect(weakNavigator == nil, "the pending request does not own the navigator")
    #expect(try await outcome(of: task) == nil)
    #expect(manager.pendingEntries.isEmpty)
  }

  // MARK: 4. A damaged snapshot is refused, never trusted or trapped on

  @Test(
    "Damaged snapshots fall back to the root with the reason",
    arguments: [
      (
        #"{"entries":[{"id":{"rawValue":18446744073709551615},"destination":{"home":{}}}],"nextID":18446744073709551615}"#,
        PathSnapshotError.nextIDOutOfRange(.max)
      ),
      (
        #"{"entries":[{"id":{"rawValue":18446744073709551615},"destination":{"home":{}}}],"nextID":5}"#,
        .entryIDOutOfRange(EntryID(rawValue: .max), nextID: 5)
      ),
      (
        #"{"entries":[{"id":{"rawValue":3},"destination":{"home":{}}},{"id":{"rawValue":3},"destination":{"detail":{"_0":1}}}],"nextID":9}"#,
        .duplicateEntryID(EntryID(rawValue: 3))
      ),
      (
        #"{"entries":[{"id":{"rawValue":0},"destination":{"home":{}}}],"nextID":9}"#,
        .entryIDOutOfRange(EntryID(rawValue: 0), nextID: 9)
      ),
      (#"{"entries":[],"nextID":0}"#, .nextIDOutOfRange(0)),
    ])
  func damagedSnapshotsAreRefused(json: String, expected: PathSnapshotError) throws {
    let snapshot = try JSONDecoder().decode(PathSnapshot<Screen>.self, from: Data(json.utf8))
    let path = PathStack<Screen>()
    path.push(.detail(1))
    #expect(throws: expected) { try path.restore(snapshot) }
    #expect(path.entries.isEmpty, "falls back to the root")
    #expect(path.push(.home) == EntryID(rawValue: 2), "IDs carry on from this stack's own")
    #expect(!expected.description.isEmpty && expected.description.contains("damaged"))
  }

  @Test("A snapshot at the largest allowed ID restores, and the path then refuses to push")
  func snapshotAtTheLimitRestores() throws {
    let limit = PathSnapshot<Screen>.maximumID
    let snapshot = PathSnapshot<Screen>(
      entries: [PathEntry(id: EntryID(rawValue: limit - 1), destination: .home)], nextID: limit)
    let path = PathStack<Screen>()
    try path.restore(snapshot)
    #expect(path.push(.detail(1)) == nil, "every ID below the limit is out (issue 21)")
    #expect(path.snapshot == snapshot)
  }

  @Test("Pushing an ID already on the path, or never issued, is refused")
  func pushRefusesDuplicateAndUnissuedIDs() throws {
    let path = PathStack<Screen>()
    let home = try #require(path.push(.home))
    #expect(throws: PathError.duplicateEntryID(home)) { try path.push(.detail(1), id: home) }
    let unissued = EntryID(rawValue: 99)
    #expect(throws: PathError.entryIDNotIssued(unissued)) {
      try path.push(.detail(1), id: unissued)
    }
    #expect(path.entries.map(\.id) == [home])
  }

  // MARK: 5. Subscribers that never read stay bounded

  @Test("An unread bus subscriber keeps only the newest results")
  func unreadBusSubscriberIsBounded() async throws {
    let bus = NavigationResultBus()
    let results = bus.results
    for value in 0..<10_000 { bus.publish(value, to: EntryID(rawValue: 1)) }
    var kept: [Int] = []
    for await result in results {
      kept.append(result.value as? Int ?? -1)
      if kept.count == NavigationResultBus.streamBufferLimit { break }
    }
    #expect(kept == Array((10_000 - NavigationResultBus.streamBufferLimit)..<10_000))
  }

  @Test("An unread path subscriber keeps only the latest path")
  func unreadPathSubscriberKeepsLatest() async throws {
    let path = PathStack<Screen>()
    let changes = path.changes
    for index in 0..<1_000 { path.push(.detail(index)) }
    path.popToRoot()
    path.push(.home)
    var iterator = changes.makeAsyncIterator()
    let latest = await iterator.next()
    #expect(latest?.map(\.destination) == [.home])
  }
}
