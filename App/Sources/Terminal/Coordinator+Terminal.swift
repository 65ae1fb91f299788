public import Coordinator

extension Coordinator {
  /// A coordinator whose entries show the interactive app's screens (`ScreenRegistry.terminal`).
  public convenience init() { self.init(screens: .terminal) }
}
