import CoreInterfaces
import Foundation

/// The real terminal around a session: the app draws on the alternate screen, each screen
/// replacing the last, and the terminal is given back as it was on every way out — `q`, the end
/// of input, an error (``end(saying:)`` in a `defer`) and a stop signal (``run(_:from:events:echo:)``
/// handles it in order, ``endNow(signal:)`` when the app is stuck).
@MainActor
public final class TerminalConsole {
  /// Switches to the alternate screen.
  nonisolated static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Back to the normal screen, as it was before the app.
  nonisolated static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Cursor home and clear, so a screen replaces the last.
  nonisolated static let clearScreen = "\u{1B}[H\u{1B}[2J"

  /// Where the console is, readable from a signal's thread: on the alternate screen or not, and
  /// the breadcrumb of the screen showing.
  struct State {
    var isOpen = false
    var place = "Home"
  }

  let write: @Sendable (String) -> Void
  /// Whether a key is being handled now (a redraw waits for its screen instead).
  var isHandlingKey = false
  private let state = Locked(State())

  /// A console writing with `write` (standard output in the app).
  public init(write: @escaping @Sendable (String) -> Void) { self.write = write }

  /// Takes over the screen: the app draws on the alternate screen until ``end(saying:)``.
  public func begin() {
    let opened = state.withLock { state in
      defer { state.isOpen = true }
      return !state.isOpen
    }
    if opened { write(Self.enterAlternateScreen) }
  }

  /// Shows `screen` in place of the last one; `breadcrumb` is what a stop names.
  public func show(_ screen: String, at breadcrumb: String) {
    let isOpen = state.withLock { state in
      state.place = breadcrumb
      return state.isOpen
    }
    write(isOpen ? Self.clearScreen + screen : screen)
  }

  /// Gives the terminal back (the normal screen) and writes `goodbye` after it, in one write so
  /// nothing can come between them. Safe to call twice: only the first leaves the screen.
  public func end(saying goodbye: String = "") {
    let wasOpen = state.withLock { state in
      defer { state.isOpen = false }
      return state.isOpen
    }
    let text = (wasOpen ? Self.leaveAlternateScreen : "") + goodbye
    if !text.isEmpty { write(text) }
  }

  /// For a stop signal that comes while the app is still stopping from the last one (stuck):
  /// gives the terminal back, names the place last saved, and ends the process at once with
  /// 128 + `signal`. What was committed is on disk; an unfinished transaction rolls back.
  public nonisolated func endNow(signal: Int32) -> Never {
    let (wasOpen, place) = state.withLock { state in
      defer { state.isOpen = false }
      return (state.isOpen, state.place)
    }
    let leave = wasOpen ? Self.leaveAlternateScreen : ""
    write(
      leave + "Stopped at once by \(Self.describe(signal)); your place as last saved: \(place).\n")
    _exit(128 + signal)
  }

  /// How a goodbye names `signal`: "Ctrl-C" for SIGINT, else its name.
  nonisolated static func describe(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: "Ctrl-C"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "a hang-up (SIGHUP)"
    default: "signal \(signal)"
    }
  }
}
