import CoreInterfaces
import Foundation

/// Catches stop signals from the first instruction of `quiver app` on: a handler that only
/// writes the signal's number to a pipe (async-signal-safe), and one reader thread that hands
/// each number to whoever listens. There is never a moment when a stop signal is ignored: before
/// ``StopSignals`` listens, a signal waits in the pipe and is handled as soon as it does.
public enum SignalLatch {
  /// SIGINT (Ctrl-C), SIGTERM (`kill`) and SIGHUP (the terminal closed).
  public static let standard: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handler for `numbers` (idempotent). Call first thing in `main`.
  public static func install(_ numbers: [Int32] = standard) {
    guard let fd = pipeEnds?.write, fd >= 0 else { return }
    for number in numbers { signal(number, handler) }
  }

  /// Hands every caught signal, including any caught before the first listener came, to
  /// `receive` on the reader thread, until ``stopListening(_:)`` with the returned token. Each
  /// listener hears every signal; several may listen at once (tests do).
  @discardableResult
  public static func listen(_ receive: @escaping @Sendable (Int32) -> Void) -> Int {
    let token = listeners.withLock { state in
      state.next += 1
      state.all[state.next] = receive
      return state.next
    }
    startReader()
    return token
  }

  /// Stops handing signals to the listener `token` (the caller restores the default actions).
  public static func stopListening(_ token: Int) {
    listeners.withLock { _ = $0.all.removeValue(forKey: token) }
  }

  // MARK: - Internals

  /// The pipe; made once, before any handler is installed, so the handler only reads it.
  private static let pipeEnds: (read: Int32, write: Int32)? = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    // A full pipe drops a signal rather than blocking the handler.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }()

  private static let handler: @convention(c) (Int32) -> Void = { number in
    guard let fd = SignalLatch.pipeEnds?.write else { return }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(fd, &byte, 1)
  }

  private struct Listeners {
    var next = 0
    var all: [Int: @Sendable (Int32) -> Void] = [:]
  }
  private static let listeners = Locked(Listeners())
  private static let readerStarted = Locked(false)

  private static func startReader() {
    guard let fd = pipeEnds?.read else { return }
    let start = readerStarted.withLock { started in
      defer { started = true }
      return !started
    }
    guard start else { return }
    let thread = Thread {
      var byte: UInt8 = 0
      while read(fd, &byte, 1) == 1 {
        let receivers = listeners.withLock { Array($0.all.values) }
        for receive in receivers { receive(Int32(byte)) }
      }
    }
    thread.name = "quiver-signals"
    thread.start()
  }
}
