import Coordinator
import CoreInterfaces
import Equipment

extension TerminalSession {
  /// The bow-setup picker: a number picks.
  func bowSetupPickerKey(_ key: String, _ model: BowSetupPickerModel) async {
    await pick(key, noun: "bow setup", count: model.setups.value?.count ?? 0, with: model.choose)
  }

  func bowSetupPickerText(_ model: BowSetupPickerModel) -> (body: [String], keys: [String]) {
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
