import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// A query a test drives by hand: each loop gets the continuation, each stop is counted.
final class ManualQuery: Sendable {
  let continuation = Locked<Flow<Int>.Continuation?>(nil)
  let starts = Locked(0)
  let stops = Locked(0)

  var flow: Flow<Int> {
    Flow { continuation in
      self.starts.withLock { $0 += 1 }
      self.continuation.withLock { $0 = continuation }
      return Cancellable { self.stops.withLock { $0 += 1 } }
    }
  }

  func send(_ value: Int) { _ = continuation.withLock { $0 }?.yield(value) }
  func fail() { continuation.withLock { $0 }?.finish(throwing: Failure()) }
  func delete() { continuation.withLock { $0 }?.finish(throwing: Deleted()) }
}

/// What a query of one record says once the record was deleted.
struct Deleted: RecordGone {
  var recordIsGone: Bool { true }
}

@MainActor
@Suite("Observed: a screen's observed query", .timeLimit(.minutes(1)))
struct ObservedTests {
  @Test func assignsEachValueItIsHanded() async throws {
    let query = ManualQuery()
    let observed = Observed { query.flow }
    observed.start()
    #expect(observed.state.isLoading)
    try await eventually("query started") { query.starts.withLock { $0 } == 1 }
    query.send(1)
    await observed.arrived()
    #expect(observed.value == 1)
    query.send(2)
    try await eventually("second value") { observed.value == 2 }
    #expect(query.starts.withLock { $0 } == 1)
  }

  @Test func theDocExampleFollowsAndArrives() async throws {
    let query = ManualQuery()
    let sending = Task {
      try await eventually("query started") { query.starts.withLock { $0 } == 1 }
      query.send(4)
    }
    let rounds = Observed { query.flow }
    rounds.start()  // follows from now on
    await rounds.arrived()  // the first value (or failure) is in
    try await sending.value
    #expect(rounds.value == 4)
  }

  @Test func aFailureKeepsTheLastValueAndSaysWhy() async throws {
    let query = ManualQuery()
    let observed = Observed { query.flow }
    observed.start()
    try await eventually("query started") { query.starts.withLock { $0 } == 1 }
    query.send(5)
    await observed.arrived()
    query.fail()
    try await eventually("error shown") { observed.error != nil }
    #expect(observed.value == 5)
  }

  /// A deletion (here or in another process) is the state, not a failure the last value hides:
  /// a screen must not keep offering keys on a record that is gone.
  @Test func aRecordGoneReplacesTheLastValue() async throws {
    let query = ManualQuery()
    let observed = Observed { query.flow }
    observed.start()
    try await eventually("query started") { query.starts.withLock { $0 } == 1 }
    query.send(5)
    await observed.arrived()
    query.delete()
    try await eventually("error shown") { observed.error != nil }
    #expect(observed.value == nil)
    #expect(observed.state.failure != nil)
  }

  @Test func aFirstFailureIsTheState() async throws {
    let query = ManualQuery()
    let observed = Observed { query.flow }
    observed.start()
    try await eventually("query started") { query.starts.withLock { $0 } == 1 }
    query.fail()
    await observed.arrived()
    #expect(observed.state.failure != nil)
    #expect(observed.value == nil)
  }

  @Test func stopCancelsTheQueryAndKeepsTheValue() async throws {
    let query = ManualQuery()
    let observed = Observed { query.flow }
    observed.start()
    try await eventually("query started") { query.starts.withLock { $0 } == 1 }
    query.send(3)
    await observed.arrived()
    observed.stop()
    try await eventually("producer stopped") { query.stops.withLock { $0 } == 1 }
    #expect(observed.value == 3)
    #expect(!observed.isFollowing)
    await observed.arrived()  // returns at once once stopped
  }

  @Test func stoppedBeforeAnyValueStillArrives() async throws {
    let query = ManualQuery()
    let observed = Observed { query.flow }
    observed.start()
    observed.stop()
    await observed.arrived()
    #expect(observed.value == nil)
  }

  @Test func followSwitchesQueryKeepingTheValueShown() async throws {
    let first = ManualQuery()
    let second = ManualQuery()
    let observed = Observed { first.flow }
    observed.start()
    try await eventually("first started") { first.starts.withLock { $0 } == 1 }
    first.send(1)
    await observed.arrived()
    observed.follow { second.flow }
    #expect(observed.value == 1)
    try await eventually("first stopped") { first.stops.withLock { $0 } == 1 }
    try await eventually("second started") { second.starts.withLock { $0 } == 1 }
    second.send(9)
    await observed.arrived()
    #expect(observed.value == 9)
  }
}

@MainActor
@Suite("Observed: after a failure", .timeLimit(.minutes(1)))
struct ObservedFailureTests {
  @Test func aFailedQueryIsNoLongerFollowedAndStartsAgain() async throws {
    let query = ManualQuery()
    let observed = Observed { query.flow }
    observed.start()
    try await eventually("query started") { query.starts.withLock { $0 } == 1 }
    query.send(1)
    await observed.arrived()
    query.fail()
    try await eventually("ended") { !observed.isFollowing }
    observed.start()
    try await eventually("query again") { query.starts.withLock { $0 } == 2 }
    query.send(2)
    await observed.arrived()
    #expect(observed.value == 2)
    #expect(observed.error == nil)
  }
}
