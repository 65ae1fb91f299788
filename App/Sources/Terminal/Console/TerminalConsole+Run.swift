import Coordinator
import Foundation

extension TerminalConsole {
  /// Runs `session` from its first screen until `q`, the end of input or a stop signal, showing
  /// each screen (and, with `echo`, each line after it, as a transcript). A stop waits for the
  /// key being handled, so its save is never cut short; every ending saves the path, gives the
  /// terminal back and says goodbye in one write.
  public func run(
    _ session: TerminalSession, from first: String, events: AsyncStream<InputEvent>, echo: Bool
  ) async -> SessionEnd {
    show(first, at: session.coordinator.breadcrumb)
    for await event in events {
      switch event {
      case .line(let line):
        if echo { write("> \(line)\n") }
        switch await session.handle(line) {
        case .show(let screen):
          show(screen, at: session.coordinator.breadcrumb)
        case .quit(let goodbye):
          end(saying: goodbye)
          return .quit
        }
      case .endOfInput:
        end(saying: await session.quit())
        return .endOfInput
      case .interrupted(let signal):
        end(saying: "Interrupted by \(Self.describe(signal)). " + (await session.quit()))
        return .interrupted(signal: signal)
      }
    }
    // The stream does not finish by itself (the end of input is an event); treat it the same.
    end(saying: await session.quit())
    return .endOfInput
  }
}
