import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// Counts producer starts and stops, to prove a flow stops its producer.
final class ProducerProbe: Sendable {
  let starts = Locked(0)
  let stops = Locked(0)

  func flow(emitting values: [Int], thenFinish: Bool) -> Flow<Int> {
    Flow { continuation in
      self.starts.withLock { $0 += 1 }
      for value in values { continuation.yield(value) }
      if thenFinish { continuation.finish() }
      return Cancellable { self.stops.withLock { $0 += 1 } }
    }
  }
}

struct Failure: Error, Equatable {}

@Suite("Flow and first()", .timeLimit(.minutes(1)))
struct FlowTests {
  @Test func producerStartsPerLoopAndStopsOnCompletion() async throws {
    let probe = ProducerProbe()
    let flow = probe.flow(emitting: [1, 2, 3], thenFinish: true)
    var firstRun: [Int] = []
    for try await value in flow { firstRun.append(value) }
    var secondRun: [Int] = []
    for try await value in flow { secondRun.append(value) }
    #expect(firstRun == [1, 2, 3])
    #expect(secondRun == [1, 2, 3])
    #expect(probe.starts.withLock { $0 } == 2)
    #expect(probe.stops.withLock { $0 } == 2)
  }

  @Test func firstStopsTheProducerAtOnce() async throws {
    let probe = ProducerProbe()
    let value = try await probe.flow(emitting: [7, 8], thenFinish: false).first()
    #expect(value == 7)
    try await eventually("producer stopped") { probe.stops.withLock { $0 } == 1 }
  }

  @Test func breakStopsTheProducer() async throws {
    let probe = ProducerProbe()
    for try await _ in probe.flow(emitting: [1, 2], thenFinish: false) { break }
    try await eventually("producer stopped") { probe.stops.withLock { $0 } == 1 }
  }

  @Test func emptyIsNotCancelled() async throws {
    let probe = ProducerProbe()
    await #expect(throws: NoSuchElementError()) {
      try await probe.flow(emitting: [], thenFinish: true).first()
    }
    #expect(try await probe.flow(emitting: [], thenFinish: true).firstOrNil() == nil)
  }

  @Test func cancelledIsNotEmpty() async throws {
    let probe = ProducerProbe()
    let flow = probe.flow(emitting: [], thenFinish: false)
    let reader = Task { try await flow.first() }
    try await eventually { probe.starts.withLock { $0 } == 1 }
    reader.cancel()
    await #expect(throws: CancellationError.self) { try await reader.value }
    try await eventually("producer stopped") { probe.stops.withLock { $0 } == 1 }
  }

  @Test func producerErrorPropagatesThroughTheLoop() async throws {
    let flow = Flow<Int> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: Failure())
      return .none
    }
    var seen: [Int] = []
    await #expect(throws: Failure()) {
      for try await value in flow { seen.append(value) }
    }
    #expect(seen == [1])
  }

  @Test func firstWorksOnStateFlowValues() async throws {
    let flow = MutableStateFlow(LoadState<Int, Failure>.loading(progress: 0.5))
    #expect(try await flow.values.first() == .loading(progress: 0.5))
  }
}
