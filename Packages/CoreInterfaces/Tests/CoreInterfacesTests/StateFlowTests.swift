import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

@Suite("StateFlow", .timeLimit(.minutes(1)))
struct StateFlowTests {
  @Test func lateSubscriberGetsTheLatestValueFirst() async throws {
    let flow = MutableStateFlow(1)
    flow.value = 2
    flow.value = 3
    #expect(try await flow.values.first() == 3)
  }

  @Test func equalValuesAreNotReEmitted() async throws {
    let flow = MutableStateFlow("a")
    let seen = Locked<[String]>([])
    let reader = Task {
      for await value in flow.values {
        seen.withLock { $0.append(value) }
        if value == "c" { break }
      }
    }
    try await eventually("subscribed") { flow.subscriptionCount == 1 }
    try await eventually("replay") { seen.withLock { $0 } == ["a"] }
    flow.value = "a"
    flow.value = "b"
    try await eventually("b") { seen.withLock { $0.count } == 2 }
    flow.value = "b"
    flow.value = "c"
    await reader.value
    #expect(seen.withLock { $0 } == ["a", "b", "c"])
  }

  @Test func slowConsumerIsConflatedAndEndsOnTheLatestValue() async throws {
    let flow = MutableStateFlow(0)
    let seen = Locked<[Int]>([])
    let reader = Task {
      for await value in flow.values {
        seen.withLock { $0.append(value) }
        if value == 1_000 { break }
        try? await Task.sleep(for: .milliseconds(2))
      }
    }
    try await eventually { flow.subscriptionCount == 1 }
    for next in 1...1_000 { flow.value = next }
    await reader.value
    let values = seen.withLock { $0 }
    #expect(values.last == 1_000)
    #expect(values.count < 1_000, "a slow consumer skips intermediate values")
    #expect(values == values.sorted(), "never goes backwards")
  }

  @Test func everySubscriberEndsOnTheFinalValueUnderConcurrentWriters() async throws {
    let flow = MutableStateFlow(0)
    let lastSeen = Locked([Int](repeating: -1, count: 8))
    let readers = (0..<8).map { index in
      Task {
        for await value in flow.values { lastSeen.withLock { $0[index] = value } }
      }
    }
    try await eventually { flow.subscriptionCount == 8 }
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<8 {
        group.addTask { for step in 1...200 { flow.value = writer * 1_000 + step } }
      }
    }
    let final = flow.value
    try await eventually("every subscriber reaches \(final)") {
      lastSeen.withLock { $0 } == Array(repeating: final, count: 8)
    }
    for reader in readers { reader.cancel() }
    for reader in readers { await reader.value }
    try await eventually { flow.subscriptionCount == 0 }
  }

  @Test func breakingOutOfTheLoopUnsubscribes() async throws {
    let flow = MutableStateFlow(0)
    for await value in flow.values {
      #expect(value == 0)
      #expect(flow.subscriptionCount == 1)
      break
    }
    #expect(flow.subscriptionCount == 0)
  }

  @Test func cancellingTheLoopsTaskUnsubscribesAndEndsTheLoop() async throws {
    let flow = MutableStateFlow(0)
    let reader = Task {
      var count = 0
      for await _ in flow.values { count += 1 }
      return count
    }
    try await eventually { flow.subscriptionCount == 1 }
    reader.cancel()
    let count = await reader.value
    #expect(count >= 0)
    try await eventually("unsubscribed") { flow.subscriptionCount == 0 }
  }

  @Test func updateIsAnAtomicReadModifyWrite() async {
    let flow = MutableStateFlow(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { for _ in 0..<1_000 { flow.update { $0 += 1 } } } }
    }
    #expect(flow.value == 8_000)
  }

  @Test func compareAndSetOnlySwapsFromTheExpectedValue() {
    let flow = MutableStateFlow("idle")
    #expect(flow.compareAndSet(expected: "idle", newValue: "busy"))
    #expect(!flow.compareAndSet(expected: "idle", newValue: "done"))
    #expect(flow.value == "busy")
  }

  @Test func readOnlyViewSharesValueAndSubscriptions() async throws {
    let flow = MutableStateFlow(1)
    let view = flow.asStateFlow()
    flow.value = 4
    #expect(view.value == 4)
    #expect(try await view.values.first() == 4)
    #expect(view.subscriptionCount == 0)
  }

  @Test func subscribersEndWhenTheFlowIsGone() async throws {
    var flow: MutableStateFlow<Int>? = MutableStateFlow(0)
    let values = try #require(flow).values
    let reader = Task {
      var seen: [Int] = []
      for await value in values { seen.append(value) }
      return seen
    }
    try await eventually { flow?.subscriptionCount == 1 }
    flow = nil
    let seen = try await withTimeout("the loop to end") { await reader.value }
    #expect(seen == [0])
  }
}
