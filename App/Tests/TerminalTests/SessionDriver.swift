import Coordinator
import Terminal
import Testing

/// Runs `lines` through `session` and returns the last screen (or the goodbye).
@MainActor
func play(_ session: TerminalSession, _ lines: [String]) async -> String {
  var screen = ""
  for line in lines {
    switch await session.handle(line) {
    case .show(let text): screen = text
    case .quit(let text): return text
    }
  }
  return screen
}

/// A new session at Home on the live dependencies in scope.
@MainActor
func startedSession(isTerminal: Bool = false, environment: [String: String] = [:]) async
  -> TerminalSession
{
  let session = TerminalSession(
    coordinator: Coordinator(), isTerminal: isTerminal, environment: environment)
  _ = await session.start(restoring: nil)
  return session
}
