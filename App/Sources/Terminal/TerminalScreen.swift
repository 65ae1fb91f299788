public import Coordinator

/// A screen's body (the lines under the breadcrumb) and its own keys (for the keys line).
public typealias ScreenText = (body: [String], keys: [String])

/// One screen of the interactive app, whole: its model (made in `init`, from the pushed route
/// and a `ScreenStart`), its drawing and its keys. It is registered once, in
/// `ScreenRegistry.terminal`; the session only asks the screen on top to draw or take a key.
@MainActor
public protocol TerminalScreen: Screen {
  /// The body and keys, read from the model only (no intent, no write).
  func draw(_ context: ScreenContext) -> ScreenText

  /// One line typed on this screen: one model intent, then await what it started
  /// (`coordinator.ask` for a picker, `coordinator.nextPathChange()` for a routed push); a key
  /// it does not take gets `context.unknown(key)`.
  func handle(_ key: String, _ context: ScreenContext) async
}
