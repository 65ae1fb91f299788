import Coordinator
import Presentation

extension TerminalSession {
  /// The top screen as text: the breadcrumb, the screen, its keys and the one-line message,
  /// coloured when the palette is on.
  func render() -> String {
    let context = ScreenContext(session: self)
    let (body, keys) = shownScreen?.draw(context) ?? (["This screen is not drawn here."], [])
    let palette = context.palette
    var lines =
      [palette.paint("── \(coordinator.breadcrumb)", .heading)]
      + body.map { $0.isEmpty ? "" : "  " + $0 }
    lines.append(
      palette.paint(
        "keys: \((keys + ["b back", "q quit", "? help"]).joined(separator: " · "))", .hint))
    if let message {
      let (mark, role): (String, Palette.Role) =
        switch message.kind {
        case .error: ("!", .error)
        case .done: ("✓", .success)
        case .info: ("?", .hint)
        }
      lines.append(palette.paint("\(mark) \(message.text)", role))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Sends `key` to the screen on top; a key the screen does not know gets a one-line error.
  func handleScreenKey(_ key: String) async {
    let context = ScreenContext(session: self)
    guard let screen = shownScreen else { return context.unknown(key) }
    await screen.handle(key, context)
  }

  /// The screen on top (Home under every path); `nil` for one the registry made that the
  /// terminal cannot draw.
  private var shownScreen: (any TerminalScreen)? {
    guard let top = coordinator.topScreen else { return HomeScreen(coordinator.home) }
    return top as? any TerminalScreen
  }
}
