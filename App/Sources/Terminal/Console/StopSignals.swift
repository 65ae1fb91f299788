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
  private var sources: [any DispatchSourceSignal] = []

  /// Catches `numbers`: the first signal goes to `onFirst`, every later one to `onRepeat`.
  public init(
    _ numbers: [Int32] = standard, onFirst: @escaping @Sendable (Int32) -> Void,
    onRepeat: @escaping @Sendable (Int32) -> Void
  ) {
    self.numbers = numbers
    self.onFirst = onFirst
    self.onRepeat = onRepeat
  }

  /// Starts catching, and returns once every signal is caught (or after a second at most, so
  /// start-up never hangs on it), so a signal sent after this is not missed. Each is ignored
  /// before its source is made, so one that comes in between cannot end the app with the
  /// terminal left in the app's state.
  public func start() async {
    guard sources.isEmpty else { return }
    let received = Locked(0)
    let registered = Locked(0)
    for number in numbers {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [onFirst, onRepeat, source] in
        // A source merges signals that come close together; `data` counts them.
        let count = Int(source.data)
        let before = received.withLock { total in
          defer { total += count }
          return total
        }
        if before == 0 { onFirst(number) }
        if before + count > 1 { onRepeat(number) }
      }
      // Runs once, when the system starts delivering the signal to the source.
      source.setRegistrationHandler { registered.withLock { $0 += 1 } }
      source.resume()
      sources.append(source)
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(1))
    while registered.withLock({ $0 }) < numbers.count, clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Stops catching: each signal's default action again. Safe to call twice.
  public func stop() {
    guard !sources.isEmpty else { return }
    for source in sources { source.cancel() }
    sources = []
    for number in numbers { signal(number, SIG_DFL) }
  }
}
