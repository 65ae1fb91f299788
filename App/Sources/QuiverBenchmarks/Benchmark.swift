import Foundation

/// Times `body` over `iterations` runs after a warm-up and returns nanoseconds per run (the best
/// of `rounds` rounds, which filters out noise from a shared machine).
func nanosecondsPerIteration(
  iterations: Int, rounds: Int = 5, _ body: (Int) -> Void
) -> Double {
  for index in 0..<min(iterations, 10_000) { body(index) }
  var best = Double.infinity
  let clock = ContinuousClock()
  for _ in 0..<rounds {
    let elapsed = clock.measure { for index in 0..<iterations { body(index) } }
    best = min(best, elapsed.nanoseconds / Double(iterations))
  }
  return best
}

/// Prints one figure as `name=value`, the form `make bench` output is read in.
func report(_ name: String, _ value: Double, decimals: Int = 1) {
  print("\(name)=\(String(format: "%.\(decimals)f", value))")
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
