import Coordinator
import CoreInterfaces
import Equipment

/// The item editor, once the item is read: `N text` sets field N, `N` alone clears it, `w` saves.
final class EquipmentEditorScreen: TerminalScreen {
  let model: ScreenLoader<EquipmentEditorModel>

  init(_ kind: EquipmentKind, _ id: EquipmentID?, _ start: ScreenStart) {
    model = start.loading {
      @Dependency(\.equipment) var equipment
      guard let id else { return EquipmentEditorModel(item: EquipmentItem(kind: kind, name: "")) }
      return EquipmentEditorModel(item: try await equipment.fetch(id))
    }
  }

  var hasUnsavedChanges: Bool { model.state.value?.hasUnsavedChanges ?? false }

  func handle(_ key: String, _ context: ScreenContext) async {
    guard let editor = model.state.value else { return context.unknown(key) }
    if key == "w" {
      guard let saved = await editor.save() else {
        return context.say(editor.error?.message ?? "Not saved: fix the fields marked !.")
      }
      context.say("Saved \(saved.name).", as: .done)
      context.coordinator.back()
      return
    }
    let (letter, rest) = context.command(key)
    guard let position = context.listNumber(letter) else { return context.unknown(key) }
    let problem = editor.set(fieldAt: position, to: rest ?? "")
    if let error = editor.error { return context.say(error.message) }
    if let problem {
      context.say("\(editor.fields[position - 1].label.capitalizedFirst): \(problem).")
    }
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.state {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not open the item: \(error.message)"], [])
    case .loaded(let editor):
      let lines = editor.fields.enumerated().map { position, field in
        let value = editor.values[field.key] ?? ""
        let shown =
          value.isEmpty ? "— (\(field.hint))" : value + (field.unit.map { " \($0)" } ?? "")
        let problem = editor.problems[field.key].map { "  ! \($0)" } ?? ""
        return "\(position + 1). \(field.label): \(shown)\(problem)"
      }
      let state = editor.hasUnsavedChanges ? ["Unsaved changes."] : []
      return (lines + state, ["N text sets field N", "N clears it", "w save"])
    }
  }
}
