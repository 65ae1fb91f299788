import CoreInterfacesTestSupport
import Navigation
import Testing

@MainActor
@Suite("Result bus", .timeLimit(.minutes(1)))
struct ResultBusTests {
  @Test func everySubscriberGetsEveryLaterResultInOrder() async throws {
    let bus = NavigationResultBus()
    let readers = (0..<3).map { _ in
      let stream = bus.results  // subscribed now; only the task holds it, so break unsubscribes
      return Task {
        var seen: [Int] = []
        for await result in stream {
          seen.append(result.value as? Int ?? -1)
          if seen.count == 3 { break }
        }
        return seen
      }
    }
    var sync: [Int] = []
    let subscription = bus.subscribe { sync.append($0.value as? Int ?? -1) }
    for value in 1...3 { bus.publish(value, to: EntryID(rawValue: 1)) }
    for reader in readers { #expect(try await withTimeout { await reader.value } == [1, 2, 3]) }
    #expect(sync == [1, 2, 3])
    subscription.cancel()
    try await eventually("async subscribers gone after break") { bus.subscriberCount == 0 }
  }

  @Test func aStoredResultsSequenceUnsubscribesWhenItsLoopBreaks() async throws {
    let bus = NavigationResultBus()
    let results = bus.results  // kept in a variable for the whole test
    bus.publish(1, to: EntryID(rawValue: 1))
    for await result in results {
      #expect(result.value as? Int == 1)
      break
    }
    try await eventually("the subscription to end with its loop") { bus.subscriberCount == 0 }
    bus.publish(2, to: EntryID(rawValue: 1))
    // One loop per sequence: a second loop over the same value is no new subscription.
    let rest = try await withTimeout("a second loop to end") {
      var seen: [Int] = []
      for await result in results { seen.append(result.value as? Int ?? -1) }
      return seen
    }
    #expect(rest.isEmpty)
  }

  @Test func aResultsSequenceReleasedUnreadUnsubscribes() async throws {
    let bus = NavigationResultBus()
    var unread: NavigationStream<NavigationResult>? = bus.results
    #expect(bus.subscriberCount == 1)
    unread = nil
    try await eventually("the unread subscription to end") { bus.subscriberCount == 0 }
    _ = unread
  }

  @Test func cancellingASubscribersTaskUnsubscribes() async throws {
    let bus = NavigationResultBus()
    let stream = bus.results
    let reader = Task { for await _ in stream {} }
    #expect(bus.subscriberCount == 1)
    reader.cancel()
    await reader.value
    try await eventually { bus.subscriberCount == 0 }
  }
}
