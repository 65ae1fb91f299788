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

  /// Starts catching, and returns once every signal is caught, so a signal sent after this
  /// cannot be missed. Each is ignored before its source is made, so one that comes in between
  /// cannot end the app with the terminal left in the app's state.
  public func start() async {
    guard sources.isEmpty, !numbers.isEmpty else { return }
    let received = Locked(0)
    let registered = Locked(0)
    await withCheckedContinuation { (ready: CheckedContinuation<Void, Never>) in
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
        // Called once per source, when the system delivers its signal to it.
        source.setRegistrationHandler { [total = numbers.count] in
          let all = registered.withLock { count in
            count += 1
            return count == total
          }
          if all { ready.resume() }
        }
        source.resume()
        sources.append(source)
      }
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
