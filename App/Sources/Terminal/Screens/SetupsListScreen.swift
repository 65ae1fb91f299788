import Coordinator
import CoreInterfaces
import Equipment
import Presentation

/// The bow setups: a number edits one, `a` adds one.
final class SetupsListScreen: TerminalScreen {
  let model = BowSetupsListModel()

  init(_ start: ScreenStart) {
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    if key == "a" {
      context.coordinator.show(.setupEditor(nil))
      return
    }
    guard let position = context.listNumber(key) else { return context.unknown(key) }
    guard let setup = model.setup(at: position) else {
      return context.say(model.error?.message ?? "")
    }
    context.coordinator.show(.setupEditor(setup.id))
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.setups {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not read the bow setups: \(error.message)"], [])
    case .loaded(let setups):
      let damage = model.damaged.map { "! \(Names.shownSafely($0.description))" }
      let lines =
        setups.isEmpty && damage.isEmpty
        ? ["No bow setups yet: a adds one."]
        : setups.enumerated().map { position, setup in
          "\(position + 1). \(setup.name) (\(setup.bowStyle.rawValue), version \(setup.version)): "
            + "\(counted(setup.parts.count, "part")), "
            + "\(counted(setup.sightMarks.count, "sight mark"))"
        } + damage
      return (lines, ["a number edits", "a add"])
    }
  }
}
