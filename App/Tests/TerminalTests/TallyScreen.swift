import Coordinator
import Terminal

/// A screen the app does not have, written as docs/ADDING.md says: one type holds its model,
/// its drawing and its keys. `+` counts one; `o` opens Archers over it, which covers it.
@MainActor
final class TallyScreen: TerminalScreen {
  /// The screen's model: what it counted, and whether it has read and follows its data.
  final class Tally {
    var count = 0
    var loaded = false
    var following = true
    var readsOnTop = 0
  }

  let model = Tally()

  init(_ start: ScreenStart) {
    start.load { [model] in model.loaded = true }
  }

  func cover() -> Bool {
    model.following = false
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? {
    { [model] in
      model.following = true
      model.readsOnTop += 1
    }
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    guard model.loaded else { return (["Loading…"], []) }
    return (["Counted \(model.count)."], ["+ counts one", "o archers"])
  }

  func handle(_ key: String, _ context: ScreenContext) async {
    switch key {
    case "+":
      model.count += 1
      context.say("Counted one more.", as: .done)
    case "o": context.coordinator.show(.archers)
    default: context.unknown(key)
    }
  }
}
