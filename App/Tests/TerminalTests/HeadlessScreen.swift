import Coordinator

/// A screen only the coordinator knows: it has no drawing or keys for the terminal.
@MainActor
final class HeadlessScreen: Screen {
  /// Its model shows nothing.
  final class Nothing {}

  let model = Nothing()
}
