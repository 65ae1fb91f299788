import Coordinator
import CoreInterfaces
import Equipment
import Presentation

extension TerminalSession {
  /// The bow setups: a number edits one, `a` adds one.
  func setupsListKey(_ key: String, _ model: BowSetupsListModel) {
    if key == "a" {
      coordinator.show(.setupEditor(nil))
      return
    }
    guard let position = listNumber(key) else { return unknown(key) }
    guard let setup = model.setup(at: position) else { return say(model.error?.message ?? "") }
    coordinator.show(.setupEditor(setup.id))
  }

  func setupsListText(_ model: BowSetupsListModel) -> (body: [String], keys: [String]) {
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
