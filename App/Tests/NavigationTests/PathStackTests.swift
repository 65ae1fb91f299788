import CoreInterfacesTestSupport
import Foundation
import Navigation
import Testing

@MainActor
@Suite("Path stack", .timeLimit(.minutes(1)))
struct PathStackTests {
  @Test func everyPushGetsANewIDEvenAfterPops() throws {
    let path = PathStack<Screen>()
    let first = try #require(path.push(.home))
    path.pop()
    let second = try #require(path.push(.home))
    #expect(first != second)
    #expect(second > first)
  }

  @Test func popVariantsRemoveTheRightEntries() throws {
    let path = PathStack<Screen>()
    let home = try #require(path.push(.home))
    let one = try #require(path.push(.detail(1)))
    path.push(.detail(2))
    path.push(.detail(3))
    path.pop(2)
    #expect(path.entries.map(\.destination) == [.home, .detail(1)])
    path.push(.detail(4))
    path.pop(to: home)
    #expect(path.entries.map(\.id) == [home])
    path.pop(to: one)  // no longer on the path: nothing happens
    #expect(path.count == 1)
    path.pop(10)
    #expect(path.count == 0)
  }

  @Test func replaceTopKeepsDepthButChangesIdentity() throws {
    let path = PathStack<Screen>()
    path.push(.home)
    let before = try #require(path.push(.detail(1)))
    let after = try #require(path.replaceTop(with: .detail(1)))
    #expect(path.count == 2)
    #expect(before != after)
  }

  @Test func observersSeeRemovedEntriesInnermostFirst() throws {
    let path = PathStack<Screen>()
    var changes: [PathChange<Screen>] = []
    let observation = path.observe { changes.append($0) }
    let a = try #require(path.push(.home))
    let b = try #require(path.push(.detail(1)))
    let c = try #require(path.push(.detail(2)))
    path.popToRoot()
    #expect(changes.count == 4)
    #expect(changes.last?.removed.map(\.id) == [c, b, a])
    observation.cancel()
    path.push(.home)
    #expect(changes.count == 4, "a cancelled observation hears nothing")
  }

  @Test func aWriteFromInsideAnObserverIsReportedAfterTheCurrentOneInOrder() {
    let path = PathStack<Screen>()
    var seen: [[Screen]] = []
    let reentrant = path.observe { change in
      if change.added.first?.destination == .detail(1) { path.push(.detail(2)) }
    }
    let recorder = path.observe { seen.append($0.entries.map(\.destination)) }
    path.push(.detail(1))
    #expect(seen == [[.detail(1)], [.detail(1), .detail(2)]])
    _ = (reentrant, recorder)
  }

  @Test func snapshotRoundTripsThroughJSONAndIDsContinue() throws {
    let path = PathStack<Screen>()
    path.push(.home)
    let last = try #require(path.push(.detail(7)))
    let data = try JSONEncoder().encode(path.snapshot)
    let restored = PathStack<Screen>()
    try restored.restore(JSONDecoder().decode(PathSnapshot<Screen>.self, from: data))
    #expect(restored.entries == path.entries)
    #expect(try #require(restored.push(.home)) > last, "IDs are never reused across a restart")
  }

  @Test func aStoredChangesSequenceUnsubscribesWhenItsLoopBreaks() async throws {
    let path = PathStack<Screen>()
    let changes = path.changes  // kept in a variable for the whole test
    #expect(path.subscriberCount == 1)
    path.push(.home)
    for await entries in changes {
      #expect(entries.map(\.destination) == [.home])
      break
    }
    try await eventually("the subscription to end with its loop") { path.subscriberCount == 0 }
    path.push(.detail(1))
    let rest = try await withTimeout("a second loop to end") {
      var seen = 0
      for await _ in changes { seen += 1 }
      return seen
    }
    #expect(rest == 0)
  }

  @Test func changesSequenceKeepsOnlyTheLatestUnreadPath() async throws {
    let path = PathStack<Screen>()
    let changes = path.changes  // subscribed here, before any write
    // Three writes before the reader runs: a stalled reader keeps only the latest path.
    path.push(.home)
    path.push(.detail(1))
    path.pop()
    let seen = SeenPaths()
    let reader = Task {
      for await entries in changes {
        seen.paths.append(entries.map(\.destination))
        if seen.paths.count == 2 { break }
      }
    }
    try await eventually("the reader to take the buffered path") { seen.paths.count == 1 }
    path.push(.detail(2))
    try await withTimeout { await reader.value }
    #expect(seen.paths == [[.home], [.home, .detail(2)]])
  }
}

@MainActor
private final class SeenPaths {
  var paths: [[Screen]] = []
}
