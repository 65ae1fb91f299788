import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import LiveDependencies
import Navigation
import Terminal
import Testing

/// The real terminal's side of the app: the loop over input events, the order a stop is handled
/// in, the screen given back with the goodbye, and the stop signals caught.
@MainActor
@Suite struct TerminalConsoleTests {
  /// `list` as the input stream, in order.
  private func events(_ list: [InputEvent]) -> AsyncStream<InputEvent> {
    AsyncStream { continuation in
      for event in list { continuation.yield(event) }
      continuation.finish()
    }
  }

  @Test func aStopWaitsForTheKeyBeforeItThenSavesGivesTheScreenBackAndSaysGoodbyeInOneWrite()
    async throws
  {
    try await CompositionRoot.withLiveDependencies {
      let writes = Locked<[String]>([])
      let savedDepths = Locked<[Int]>([])
      let session = TerminalSession(coordinator: Coordinator()) { snapshot in
        savedDepths.withLock { $0.append(snapshot.entries.count) }
      }
      let console = TerminalConsole { text in writes.withLock { $0.append(text) } }
      console.begin()
      let first = await session.start(restoring: nil)
      // The stop arrives while `n` is still to be handled, and a `q` after it is never read.
      let ending = await console.run(
        session, from: first,
        events: events([.line("n"), .interrupted(signal: SIGINT), .line("q")]), echo: false)

      #expect(ending == .interrupted(signal: SIGINT))
      #expect(ending.exitStatus == 130)
      let written = writes.withLock { $0 }
      #expect(written.first == "\u{1B}[?1049h")
      #expect(
        written.last
          == "\u{1B}[?1049lInterrupted by Ctrl-C. Saved your place: Home › New round. Bye.\n")
      #expect(written.filter { $0.contains("\u{1B}[?1049l") }.count == 1)
      #expect(written.dropLast().last?.contains("── Home › New round") == true)
      #expect(savedDepths.withLock { $0.last } == 1, "New round was saved before the stop")
      console.end()  // a second end (the command's `defer`) writes nothing more
      #expect(writes.withLock { $0.count } == written.count)
    }
  }

  @Test func theEndOfInputQuitsWithAPlainTranscriptWhenEchoing() async throws {
    try await CompositionRoot.withLiveDependencies {
      let writes = Locked<[String]>([])
      let session = TerminalSession(coordinator: Coordinator())
      let console = TerminalConsole { text in writes.withLock { $0.append(text) } }
      let first = await session.start(restoring: nil)
      let ending = await console.run(
        session, from: first, events: events([.line("n"), .endOfInput]), echo: true)

      #expect(ending == .endOfInput)
      #expect(ending.exitStatus == 0)
      let written = writes.withLock { $0 }
      #expect(written.count == 4)
      #expect(written.first?.hasPrefix("── Home\n") == true)
      #expect(written.dropFirst().first == "> n\n")
      #expect(written.last == "Saved your place: Home › New round. Bye.\n")
      #expect(!written.joined().contains("\u{1B}["), "no screen codes off the terminal")
    }
  }

  @Test func inputIsReadInOrderThenItsEndThenAQueuedStop() async throws {
    let script = Locked(["n", "X 10 9"])
    let input = TerminalInput { script.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
    let read = try await withTimeout("three input events") {
      var events: [InputEvent] = []
      for await event in input.events {
        events.append(event)
        if events.count == 3 { break }
      }
      return events
    }
    #expect(read == [.line("n"), .line("X 10 9"), .endOfInput])

    input.interrupt(by: SIGTERM)
    let stop = try await withTimeout("the stop") {
      var iterator = input.events.makeAsyncIterator()
      return await iterator.next()
    }
    #expect(stop == .interrupted(signal: SIGTERM))
  }

  @Test func theFirstSignalAsksToStopAndEveryLaterOneForcesIt() async throws {
    let firsts = Locked<[Int32]>([])
    let repeats = Locked<[Int32]>([])
    let signals = StopSignals(
      [SIGUSR1], onFirst: { number in firsts.withLock { $0.append(number) } },
      onRepeat: { number in repeats.withLock { $0.append(number) } })
    // Left catching when the test ends: a signal still on its way after `stop()` would end the
    // test process with SIGUSR1's default action.
    await signals.start()
    // `start` returns once the signal is caught, so the first one sent is seen.
    kill(getpid(), SIGUSR1)
    try await eventually("the first SIGUSR1 to be caught") { !firsts.withLock { $0.isEmpty } }
    kill(getpid(), SIGUSR1)
    try await eventually("the second SIGUSR1 to be caught") { !repeats.withLock { $0.isEmpty } }
    #expect(firsts.withLock { $0 } == [SIGUSR1], "only the first asks for an orderly stop")
    #expect(repeats.withLock { $0.allSatisfy { $0 == SIGUSR1 } })
  }

  @Test func onATerminalAChangeMadeElsewhereIsDrawnWithoutAKey() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.archers) var archers
      let writes = Locked<[String]>([])
      let session = TerminalSession(coordinator: Coordinator(), isTerminal: true)
      let console = TerminalConsole { text in writes.withLock { $0.append(text) } }
      let first = await session.start(restoring: nil)
      let input = AsyncStream.makeStream(of: InputEvent.self)
      let running = Task {
        await console.run(session, from: first, events: input.stream, echo: false)
      }
      _ = try await archers.add(try Archer(name: "Ada", bowStyle: .barebow))
      try await eventually("the screen drawn again") {
        writes.withLock { $0.contains { $0.contains("Archer: Ada (barebow)") } }
      }
      input.continuation.yield(.endOfInput)
      #expect(await running.value == .endOfInput)
    }
  }
}
