import CoreInterfaces
import Foundation

/// The signals that would end the app mid-session — Ctrl-C, `kill`, a closed terminal — caught
/// while it runs. The first asks the app to stop in order (finish the key, save, give the
/// terminal back); another one, for an app that is stuck, ends it at once.
@MainActor
public final class StopSignals {
  /// SIGINT (Ctrl-C), SIGTERM (`kill`) and SIGHUP (the terminal closed).
  public static let standard: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private let numbers: [Int32]
  private let onFirst: @Sendable (Int32) -> Void
  private let onRepeat: @Sendable (Int32) -> Void
  private var listening: Int?

  /// Catches `numbers`: the first signal goes to `onFirst`, every later one to `onRepeat`.
  public init(
    _ numbers: [Int32] = standard, onFirst: @escaping @Sendable (Int32) -> Void,
    onRepeat: @escaping @Sendable (Int32) -> Void
  ) {
    self.numbers = numbers
    self.onFirst = onFirst
    self.onRepeat = onRepeat
  }

  /// Starts catching through ``SignalLatch``: from here on (and from `main`'s first instruction,
  /// where the latch was installed) no stop signal is ignored or lost; one that came before this
  /// call is handled now. Each goes to `onFirst` or `onRepeat` on the latch's reader thread.
  public func start() async {
    guard listening == nil else { return }
    SignalLatch.install(numbers)
    let received = Locked(0)
    let (numbers, onFirst, onRepeat) = (self.numbers, self.onFirst, self.onRepeat)
    listening = SignalLatch.listen { number in
      guard numbers.contains(number) else { return }
      let before = received.withLock { total in
        defer { total += 1 }
        return total
      }
      if before == 0 { onFirst(number) } else { onRepeat(number) }
    }
  }

  /// Stops catching: each signal's default action again. Safe to call twice.
  public func stop() {
    guard let token = listening else { return }
    listening = nil
    SignalLatch.stopListening(token)
    for number in numbers { signal(number, SIG_DFL) }
  }
}
