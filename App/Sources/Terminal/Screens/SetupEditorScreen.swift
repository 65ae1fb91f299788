import Coordinator
import CoreInterfaces
import Equipment
import Foundation
import Presentation

/// Editing a bow setup, once it is read: `n NAME` renames, `p KIND` picks a part on the item
/// picker, `x N` takes part N off, `m DISTANCE MARK` records a sight mark (`m 18m 4.5`), `w`
/// saves a new version.
final class SetupEditorScreen: TerminalScreen {
  let model: ScreenLoader<SetupEditorModel>

  init(_ id: BowSetupID?, _ start: ScreenStart) {
    model = start.loading { [weak coordinator = start.coordinator] in
      guard let coordinator else { throw CancellationError() }
      return try await Self.editor(id, navigator: coordinator)
    }
  }

  var hasUnsavedChanges: Bool { model.state.value?.hasUnsavedChanges ?? false }

  /// The editor of setup `id` with its parts' names, or of a new setup in the archer's style.
  private static func editor(_ id: BowSetupID?, navigator: Coordinator) async throws
    -> SetupEditorModel
  {
    @Dependency(\.equipment) var equipment
    @Dependency(\.archers) var archers
    guard let id else {
      let style = (try? await archers.active())?.bowStyle ?? .recurve
      return SetupEditorModel(setup: nil, style: style, navigator: navigator)
    }
    guard let setup = try await equipment.fetchBowSetups().items.first(where: { $0.id == id })
    else {
      throw EquipmentError.bowSetupNotFound(id)
    }
    let names = Dictionary(
      try await equipment.fetchAll(nil).items.map { ($0.id, $0.name) },
      uniquingKeysWith: { a, _ in a })
    return SetupEditorModel(setup: setup, names: names, navigator: navigator)
  }

  func handle(_ key: String, _ context: ScreenContext) async {
    guard let editor = model.state.value else { return context.unknown(key) }
    let (letter, rest) = context.command(key)
    switch (letter, rest) {
    case ("w", nil):
      guard let saved = await editor.save() else {
        return context.say(editor.error?.message ?? "")
      }
      context.say("Saved \(saved.name), version \(saved.version).", as: .done)
      context.coordinator.back()
    case ("n", let name?): editor.rename(name)
    case ("p", let kindText?):
      guard let kind = EquipmentKind(parsing: kindText) else {
        let kinds = EquipmentKind.allCases.map(\.rawValue).joined(separator: ", ")
        return context.say("No kind '\(kindText)': use one of \(kinds).")
      }
      await context.coordinator.ask { await editor.choosePart(kind) }
      if let error = editor.error { context.say(error.message) }
    case ("x", let text?):
      guard let position = context.listNumber(text),
        editor.draft.parts.indices.contains(position - 1)
      else {
        return context.say("No part \(text): type a number from 1 to \(editor.draft.parts.count).")
      }
      editor.removePart(editor.draft.parts[position - 1].item)
    case ("m", let text?): setSightMark(text, editor, context)
    default: context.unknown(key)
    }
  }

  private func setSightMark(_ text: String, _ editor: SetupEditorModel, _ context: ScreenContext) {
    // The mark is the last word; the distance is everything before it (`18m`, `25 m`).
    let words = text.split(separator: " ").map(String.init)
    guard words.count >= 2, let last = words.last, let mark = Double(last), mark.isFinite else {
      return context.say("Write m DISTANCE MARK, e.g. m 18m 4.5.")
    }
    do {
      editor.setSightMark(mark, at: try Length(parsing: words.dropLast().joined()))
    } catch {
      context.say(error.description)
    }
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.state {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not open the bow setup: \(error.message)"], [])
    case .loaded(let editor):
      let draft = editor.draft
      var lines = [
        "Name: \(draft.name.isEmpty ? "— (n NAME sets it)" : draft.name) (\(draft.bowStyle.rawValue))"
      ]
      lines.append(draft.parts.isEmpty ? "Parts: none yet (p KIND picks one)" : "Parts:")
      for (position, part) in draft.parts.enumerated() {
        let name = editor.names[part.item] ?? "(deleted item)"
        lines.append("  \(position + 1). \(part.kind.displayName): \(name)")
      }
      lines.append(draft.sightMarks.isEmpty ? "Sight marks: none yet" : "Sight marks:")
      for mark in draft.sightMarks {
        lines.append(
          "  \(context.units.distance(mark.distance)): \(String(format: "%g", mark.mark))")
      }
      if editor.hasUnsavedChanges { lines.append("Unsaved changes.") }
      return (lines, ["n NAME", "p KIND pick part", "x N remove part", "m DIST MARK", "w save"])
    }
  }
}
