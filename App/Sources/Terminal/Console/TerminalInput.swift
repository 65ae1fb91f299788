import CoreInterfaces
import Foundation

/// Standard input and stop requests as one ordered stream of ``InputEvent``s. Lines are read on
/// a thread of their own: a read blocking the main actor would hold a Ctrl-C back until Enter,
/// and a blocking read on Swift's small cooperative pool would starve every other task.
public final class TerminalInput: Sendable {
  /// Lines, then ``InputEvent/endOfInput``; stop requests arrive behind the lines read before
  /// them. The stream never finishes by itself.
  public let events: AsyncStream<InputEvent>
  private let continuation: AsyncStream<InputEvent>.Continuation

  /// Starts reading with `readLine` (standard input in the app; a script in tests) until it
  /// returns `nil` or the stream is dropped.
  public init(readLine: @escaping @Sendable () -> String?) {
    let (events, continuation) = AsyncStream.makeStream(of: InputEvent.self)
    self.events = events
    self.continuation = continuation
    let stopped = Locked(false)
    continuation.onTermination = { _ in stopped.withLock { $0 = true } }
    let reader = Thread {
      while !stopped.withLock({ $0 }), let line = readLine() {
        continuation.yield(.line(line))
      }
      continuation.yield(.endOfInput)
    }
    reader.name = "quiver.input"
    reader.start()
  }

  /// Queues a stop request behind the lines already read, so the key being handled finishes
  /// and is saved first.
  public func interrupt(by signal: Int32) {
    continuation.yield(.interrupted(signal: signal))
  }
}
