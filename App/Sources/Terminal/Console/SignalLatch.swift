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

  /// Hands every caught signal, including any caught before this call, to `receive` on the
  /// reader thread, until ``stopListening()``.
  public static func listen(_ receive: @escaping @Sendable (Int32) -> Void) {
    listener.withLock { $0 = receive }
    startReader()
  }

  /// Stops handing signals on (the caller restores the signals' default action).
  public static func stopListening() { listener.withLock { $0 = nil } }

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

  private static let listener = Locked<(@Sendable (Int32) -> Void)?>(nil)
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
        let receive = listener.withLock { $0 }
        receive?(Int32(byte))
      }
    }
    thread.name = "quiver-signals"
    thread.start()
  }
}
