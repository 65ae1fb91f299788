import Coordinator
import CoreInterfaces
import Equipment

/// The bow-setup picker: a number picks; the choice answers whoever asked.
final class BowSetupPickerScreen: TerminalScreen {
  let model: BowSetupPickerModel

  init(_ start: ScreenStart) {
    model = BowSetupPickerModel(navigator: start.coordinator)
    start.route(model.actions)
    start.load { [model] in await model.load() }
  }

  func handle(_ key: String, _ context: ScreenContext) async {
    await context.pick(
      key, noun: "bow setup", count: model.setups.value?.count ?? 0, with: model.choose)
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.setups {
    case .loaded(let setups) where setups.isEmpty:
      (["No bow setups yet: add one under Equipment › Bow setups."], [])
    case .loaded(let setups):
      (
        setups.enumerated().map {
          "\($0.offset + 1). \($0.element.name) (\($0.element.bowStyle.rawValue))"
        }, ["a number picks"]
      )
    case .failed(let error): (["Could not load bow setups: \(error.message)"], [])
    case .idle, .loading: (["Loading…"], [])
    }
  }
}
