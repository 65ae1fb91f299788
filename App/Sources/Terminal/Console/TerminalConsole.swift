import CoreInterfaces
import Foundation

/// The real terminal around a session: the app draws on the alternate screen, each screen
/// replacing the last, and the terminal is given back as it was on every way out — `q`, the end
/// of input, an error (``end()`` in a `defer`), and Ctrl-C, a hang-up or `kill` (a signal
/// handler). The path is saved after every key, so a signal loses nothing.
@MainActor
public final class TerminalConsole {
  /// Switches to the alternate screen.
  static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Back to the normal screen, as it was before the app.
  static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Cursor home and clear, so a screen replaces the last.
  static let clearScreen = "\u{1B}[H\u{1B}[2J"

  private let write: @Sendable (String) -> Void
  private let place = Locked("Home")
  private var sources: [any DispatchSourceSignal] = []
  private var isOpen = false

  /// A console writing with `write` (standard output in the app).
  public init(write: @escaping @Sendable (String) -> Void) { self.write = write }

  /// Takes over the terminal and the signals that would end the app without restoring it.
  public func begin() {
    guard !isOpen else { return }
    isOpen = true
    write(Self.enterAlternateScreen)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)  // the dispatch source receives it instead
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [write, place] in
        write(Self.leaveAlternateScreen)
        let breadcrumb = place.withLock { $0 }
        write("Interrupted; your place is saved: \(breadcrumb). Bye.\n")
        exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Shows `screen` in place of the last one; `breadcrumb` is what a signal's goodbye names.
  public func show(_ screen: String, at breadcrumb: String) {
    place.withLock { $0 = breadcrumb }
    write(isOpen ? Self.clearScreen + screen : screen)
  }

  /// Gives the terminal back: the normal screen, default signal handling. Safe to call twice.
  public func end() {
    guard isOpen else { return }
    isOpen = false
    for source in sources { source.cancel() }
    sources = []
    for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    write(Self.leaveAlternateScreen)
  }
}
