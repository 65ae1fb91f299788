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
    let readers = (0..<subscriberCount).map { _ in
      Task { for await value in flow.values where value < 0 { break } }
    }
    while flow.subscriptionCount < subscriberCount { await Task.yield() }
    let updates = 1_000_000
    let clock = ContinuousClock()
    let elapsed = clock.measure { for value in 1...updates { flow.value = value } }
    for reader in readers { reader.cancel() }
    for reader in readers { await reader.value }
    return Double(updates) / (elapsed.nanoseconds / 1e9)
  }
}
