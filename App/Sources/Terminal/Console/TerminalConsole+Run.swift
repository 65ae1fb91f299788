import Coordinator
import CoreInterfaces
import Foundation

extension TerminalConsole {
  /// Runs `session` from its first screen until `q`, the end of input or a stop signal, showing
  /// each screen (and, with `echo`, each line after it, as a transcript). A stop waits for the
  /// key being handled, so its save is never cut short; every ending saves the path, gives the
  /// terminal back and says goodbye in one write. On a terminal, the screen is drawn again
  /// whenever what it shows changes between keys (a write made elsewhere), never mid-key.
  public func run(
    _ session: TerminalSession, from first: String, events: AsyncStream<InputEvent>, echo: Bool
  ) async -> SessionEnd {
    show(first, at: session.coordinator.breadcrumb)
    let redraws = session.isTerminal ? redrawing(session) : nil
    defer { redraws?.cancel() }
    for await event in events {
      switch event {
      case .line(let line):
        // The transcript shows a line as typed; one too long to read is shortened, never
        // repeated in full (a 64 KiB line is not written back out).
        if echo { write("> \(line.utf8.count > 200 ? ValueRangeError.shortened(line) : line)\n") }
        isHandlingKey = true
        let step = await session.handle(line)
        isHandlingKey = false
        switch step {
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

  /// Draws the screen again each time the session says it changed, until cancelled; a change
  /// while a key is handled is left to that key's own screen.
  private func redrawing(_ session: TerminalSession) -> Task<Void, Never> {
    let screens = session.redraws()
    return Task { [weak self] in
      // NB: drawn fresh, not as sent: a change sent mid-key may arrive after that key's screen.
      for await _ in screens {
        guard let self else { return }
        if !self.isHandlingKey { self.show(session.render(), at: session.coordinator.breadcrumb) }
      }
    }
  }
}
