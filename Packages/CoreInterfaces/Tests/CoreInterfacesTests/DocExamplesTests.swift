import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// The examples the CoreInterfaces doc comments quote, compiled and run here: a doc example that
/// stops compiling or working fails this suite, and `make docs` fails a doc that quotes anything
/// not found in a test.
@Suite("Doc examples", .timeLimit(.minutes(1)))
struct DocExamplesTests {
  struct DeviceFailure: Error {}

  @Test func bridgingADelegateSource() async throws {
    let sensor = TargetSensor()
    let hits = AsyncThrowingStream<Int, any Error>.bridging { continuation in
      sensor.delegate = HitDelegate(
        onHit: { continuation.yield($0) }, onError: { continuation.finish(throwing: $0) })
      sensor.start()
      return Cancellable { sensor.stop() }
    }
    sensor.hit(9)
    sensor.hit(10)
    sensor.fail(DeviceFailure())
    var seen: [Int] = []
    await #expect(throws: DeviceFailure.self) {
      for try await hit in hits { seen.append(hit) }
    }
    #expect(seen == [9, 10], "hits before the failure are kept")
    #expect(sensor.stops == 1, "the stream's end stops the device")
  }

  @Test func aFlowOverAnObservation() async throws {
    let store = FakeStore()
    let rows = Flow<[String]> { continuation in
      let observation = store.observe { continuation.yield($0) }
      return Cancellable { observation.stop() }
    }
    let current = try await rows.first()
    #expect(current == ["riser"])
    try await eventually("the observation to stop") { store.observerCount == 0 }
  }

  @Test func aOneShotCallback() async throws {
    let sensor = TargetSensor()
    let reading: Int = try await withCancellableContinuation { once in
      let request = sensor.read { once.resume(with: $0) }
      return Cancellable { request.cancel() }
    }
    #expect(reading == 42)
  }

  @Test func aLiveRegistry() async throws {
    let registry = DependencyRegistry { live in
      live.register(GreetingClientKey.self) {
        GreetingClient(greet: { "Hello, \($0)" }, count: { 1 })
      }
    }
    let greeting = try await withDependencies {
      $0.context = .live(registry)
    } operation: {
      @Dependency(\.greeting) var greeting
      return try await greeting.greet("Ada")
    }
    #expect(greeting == "Hello, Ada")
  }

  @Test func overridingOneEndpoint() async throws {
    let greeting = try await withDependencies {
      $0.greeting.greet = { "Hi, \($0)" }
    } operation: {
      @Dependency(\.greeting) var greeting
      return try await greeting.greet("Ada")
    }
    #expect(greeting == "Hi, Ada")
  }

  @Test(.dependencies { $0.greeting.greet = { "Hi, \($0)" } })
  func greetsByName() async throws {
    @Dependency(\.greeting) var greeting
    #expect(try await greeting.greet("Ada") == "Hi, Ada")
  }

  @Test func aSpyRecordsTheCallsItAnswers() async throws {
    let greet = Spy<String, String>(returning: "Hi")
    try await withDependencies {
      $0.greeting.greet = greet.endpoint
    } operation: {
      @Dependency(\.greeting) var greeting
      _ = try await greeting.greet("Ada")
    }
    #expect(greet.calls == ["Ada"])
  }

  @Test func escapedDependenciesReachACallback() {
    let sensor = TargetSensor()
    let seen = Locked<[Int]>([])
    let recordHit: @Sendable () -> Void = {
      @Dependency(\.number) var number
      seen.withLock { $0.append(number) }
    }
    withDependencies {
      $0.number = 5
    } operation: {
      withEscapedDependencies { escaped in
        sensor.delegate = HitDelegate(
          onHit: { _ in escaped.yield { recordHit() } },
          onError: { _ in })
      }
    }
    sensor.hit(10)  // outside the scope, as a delegate callback would arrive
    #expect(seen.withLock { $0 } == [5])
  }
}
