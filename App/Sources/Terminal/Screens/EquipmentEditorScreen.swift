import Coordinator
import CoreInterfaces
import Equipment

extension TerminalSession {
  /// The item editor: `N text` sets field N, `N` alone clears it, `w` saves.
  func equipmentEditorKey(_ key: String, _ loader: ScreenLoader<EquipmentEditorModel>) async {
    guard let model = loader.state.value else { return unknown(key) }
    if key == "w" {
      guard let saved = await model.save() else {
        return say(model.error?.message ?? "Not saved: fix the fields marked !.")
      }
      say("Saved \(saved.name).", as: .done)
      coordinator.back()
      return
    }
    let (letter, rest) = command(key)
    guard let position = listNumber(letter) else { return unknown(key) }
    let problem = model.set(fieldAt: position, to: rest ?? "")
    if let error = model.error { return say(error.message) }
    if let problem { say("\(model.fields[position - 1].label.capitalizedFirst): \(problem).") }
  }

  func equipmentEditorText(_ loader: ScreenLoader<EquipmentEditorModel>) -> (
    body: [String], keys: [String]
  ) {
    switch loader.state {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not open the item: \(error.message)"], [])
    case .loaded(let model):
      let lines = model.fields.enumerated().map { position, field in
        let value = model.values[field.key] ?? ""
        let shown =
          value.isEmpty ? "— (\(field.hint))" : value + (field.unit.map { " \($0)" } ?? "")
        let problem = model.problems[field.key].map { "  ! \($0)" } ?? ""
        return "\(position + 1). \(field.label): \(shown)\(problem)"
      }
      let state = model.hasUnsavedChanges ? ["Unsaved changes."] : []
      return (lines + state, ["N text sets field N", "N clears it", "w save"])
    }
  }
}
