import CommandKit
import Coordinator
import Foundation
import LiveDependencies
import Navigation
import Store
import Terminal

/// `quiver app`: the interactive app, a line of keys at a time. Every key saves the path, so
/// quitting (or being killed) and starting again comes back to the same screen and next arrow.
struct AppCommand: QuiverCommand {
  let name = "app"
  let summary =
    "Open the interactive app (the default on a terminal); with input piped, replay it line by line."

  let echo = Flag(
    "echo", "print each input line after its screen, as a transcript (the default when piped)")

  func run(_ context: CommandContext) async throws {
    let echo = context.arguments[self.echo] || isatty(STDIN_FILENO) == 0
    // A person at a terminal gets full screens and colour; a script gets a plain transcript.
    let interactive = !echo && isatty(STDOUT_FILENO) == 1
    try await Self.session(context, echo: echo, interactive: interactive)
  }

  @MainActor
  private static func session(_ context: CommandContext, echo: Bool, interactive: Bool)
    async throws
  {
    // The cheap checks only: a screen meets the pages it reads, and a broken one is one line
    // on that screen (docs/STORE.md, "Opening safely"), so the first screen costs the same on
    // a lifetime store as on a new one.
    let database = try context.openDatabase()
    // An in-memory store starts with the sample gear, so there is something to pick.
    if context.location == .inMemory { try await CompositionRoot.seedSamples(into: database) }
    let saved = SavedStateDAO(database)
    try await CompositionRoot.withLiveDependencies(database: database) { @MainActor in
      let session = TerminalSession(coordinator: Coordinator(), isTerminal: interactive) {
        try await saved.savePath($0)
      }
      let snapshot: PathSnapshot<Destination>?
      var unreadable: (any Error)?
      var dropped: String?
      do {
        snapshot = try await saved.loadPath(PathSnapshot<Destination>.self)
      } catch let elsewhere as SavedPlaceOfAnotherArcher {
        (snapshot, dropped) = (nil, elsewhere.description)  // never into another archer's round
      } catch {
        (snapshot, unreadable) = (nil, error)  // the first screen's message line says why
      }
      let console = TerminalConsole(write: context.output.write)
      let input = TerminalInput(readLine: context.readLine)
      // The first Ctrl-C (or kill, or hang-up) queues a stop behind the key being handled;
      // another one, while that stop is stuck, gives the terminal back and ends at once.
      let signals = StopSignals(
        onFirst: { input.interrupt(by: $0) }, onRepeat: { console.endNow(signal: $0) })
      await signals.start()
      if interactive { console.begin() }
      // Whatever ends the session — q, end of input, a signal, an error — gives the terminal
      // back first.
      defer {
        console.end()
        signals.stop()
      }
      let first = await session.start(restoring: snapshot, unreadable: unreadable, dropped: dropped)
      let ending = await console.run(session, from: first, events: input.events, echo: echo)
      if ending.exitStatus != 0 { throw CommandExit(status: ending.exitStatus) }
    }
  }
}
