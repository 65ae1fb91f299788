import CoreInterfaces

/// `stateflow_updates_per_s_1sub` and `_8sub`: value updates per second with that many
/// subscribers looping over the flow (each update yields to every subscriber).
enum StateFlowBenchmarks {
  static func run() async {
    for subscribers in [1, 8] {
      report(
        "stateflow_updates_per_s_\(subscribers)sub", await updatesPerSecond(subscribers),
        decimals: 0)
    }
  }

  private static func updatesPerSecond(_ subscriberCount: Int) async -> Double {
    let flow = MutableStateFlow(0)
    // Making the iterator subscribes: each reader signals once it has, and the run starts when
    // every reader has (awaited, not polled).
    let (registered, signal) = AsyncStream.makeStream(of: Void.self)
    let readers = (0..<subscriberCount).map { _ in
      Task {
        var iterator = flow.values.makeAsyncIterator()
        signal.yield()
        while let value = await iterator.next(), value >= 0 {}
      }
    }
    var waiting = subscriberCount
    for await _ in registered {
      waiting -= 1
      if waiting == 0 { break }
    }
    let updates = 1_000_000
    let clock = ContinuousClock()
    let elapsed = clock.measure { for value in 1...updates { flow.value = value } }
    for reader in readers { reader.cancel() }
    for reader in readers { await reader.value }
    return Double(updates) / (elapsed.nanoseconds / 1e9)
  }
}
