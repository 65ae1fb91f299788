/// The one place that says which screen shows each destination: a new screen is its own file and
/// one line here (the terminal's registration is `ScreenRegistry.terminal`). The coordinator
/// calls it once per pushed entry, with that entry's ``ScreenStart``.
@MainActor
public struct ScreenRegistry {
  /// Makes the screen of a pushed destination, starting what it needs through `start`.
  public let make: @MainActor (Destination, ScreenStart) -> any Screen

  /// A registry that makes each destination's screen with `make`.
  public init(_ make: @escaping @MainActor (Destination, ScreenStart) -> any Screen) {
    self.make = make
  }
}
