import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// A delegate-style source: it calls its delegate per event until stopped.
final class FakeTargetFeed: Sendable {
  struct Delegate: Sendable {
    var didDetect: @Sendable (Int) -> Void
    var didFail: @Sendable (any Error) -> Void
  }

  let delegate = Locked<Delegate?>(nil)
  let stops = Locked(0)

  func start(_ delegate: Delegate) { self.delegate.withLock { $0 = delegate } }
  func stop() {
    stops.withLock { $0 += 1 }
    delegate.withLock { $0 = nil }
  }
  func detect(_ hit: Int) { delegate.withLock { $0 }?.didDetect(hit) }
  func fail(_ error: any Error) { delegate.withLock { $0 }?.didFail(error) }

  var hits: AsyncThrowingStream<Int, any Error> {
    .bridging { continuation in
      start(
        Delegate(
          didDetect: { continuation.yield($0) },
          didFail: { continuation.finish(throwing: $0) }))
      return Cancellable { self.stop() }
    }
  }
}

@Suite("Delegate source bridged to a stream", .timeLimit(.minutes(1)))
struct CallbackStreamTests {
  @Test func yieldsPerCallbackAndFinishesWithTheSourcesError() async throws {
    let feed = FakeTargetFeed()
    let hits = feed.hits
    feed.detect(9)
    feed.detect(10)
    feed.fail(Failure())
    var seen: [Int] = []
    await #expect(throws: Failure()) {
      for try await hit in hits { seen.append(hit) }
    }
    #expect(seen == [9, 10])
    #expect(feed.stops.withLock { $0 } == 1, "finishing stops the source")
  }

  @Test func cancellingTheConsumerStopsTheSource() async throws {
    let feed = FakeTargetFeed()
    let consumer = Task {
      var count = 0
      for try await _ in feed.hits { count += 1 }
      return count
    }
    try await eventually("feed started") { feed.delegate.withLock { $0 } != nil }
    feed.detect(1)
    consumer.cancel()
    _ = try? await consumer.value
    try await eventually("source stopped") { feed.stops.withLock { $0 } == 1 }
  }

  @Test func droppingTheStreamStopsTheSource() async throws {
    let feed = FakeTargetFeed()
    do {
      let hits = feed.hits
      _ = hits
    }
    try await eventually("source stopped") { feed.stops.withLock { $0 } == 1 }
  }
}
