import Coordinator
import CoreInterfaces
import Equipment
import Foundation
import Presentation

extension TerminalSession {
  /// `n NAME` renames, `p KIND` picks a part on the item picker, `x N` takes part N off,
  /// `m DISTANCE MARK` records a sight mark (`m 18m 4.5`), `w` saves a new version.
  func setupEditorKey(_ key: String, _ loader: ScreenLoader<SetupEditorModel>) async {
    guard let model = loader.state.value else { return unknown(key) }
    let (letter, rest) = command(key)
    switch (letter, rest) {
    case ("w", nil):
      guard let saved = await model.save() else { return say(model.error?.message ?? "") }
      say("Saved \(saved.name), version \(saved.version).", as: .done)
      coordinator.back()
    case ("n", let name?): model.rename(name)
    case ("p", let kindText?):
      guard let kind = EquipmentKind(parsing: kindText) else {
        let kinds = EquipmentKind.allCases.map(\.rawValue).joined(separator: ", ")
        return say("No kind '\(kindText)': use one of \(kinds).")
      }
      await coordinator.ask { await model.choosePart(kind) }
      if let error = model.error { say(error.message) }
    case ("x", let text?):
      guard let position = listNumber(text), model.draft.parts.indices.contains(position - 1) else {
        return say("No part \(text): type a number from 1 to \(model.draft.parts.count).")
      }
      model.removePart(model.draft.parts[position - 1].item)
    case ("m", let text?): setSightMark(text, model)
    default: unknown(key)
    }
  }

  private func setSightMark(_ text: String, _ model: SetupEditorModel) {
    // The mark is the last word; the distance is everything before it (`18m`, `25 m`).
    let words = text.split(separator: " ").map(String.init)
    guard words.count >= 2, let last = words.last, let mark = Double(last), mark.isFinite else {
      return say("Write m DISTANCE MARK, e.g. m 18m 4.5.")
    }
    do {
      model.setSightMark(mark, at: try Length(parsing: words.dropLast().joined()))
    } catch {
      say(error.description)
    }
  }

  func setupEditorText(_ loader: ScreenLoader<SetupEditorModel>) -> (body: [String], keys: [String])
  {
    switch loader.state {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not open the bow setup: \(error.message)"], [])
    case .loaded(let model):
      let draft = model.draft
      var lines = [
        "Name: \(draft.name.isEmpty ? "— (n NAME sets it)" : draft.name) (\(draft.bowStyle.rawValue))"
      ]
      lines.append(draft.parts.isEmpty ? "Parts: none yet (p KIND picks one)" : "Parts:")
      for (position, part) in draft.parts.enumerated() {
        let name = model.names[part.item] ?? "(deleted item)"
        lines.append("  \(position + 1). \(part.kind.displayName): \(name)")
      }
      lines.append(draft.sightMarks.isEmpty ? "Sight marks: none yet" : "Sight marks:")
      for mark in draft.sightMarks {
        lines.append("  \(units.distance(mark.distance)): \(String(format: "%g", mark.mark))")
      }
      if model.hasUnsavedChanges { lines.append("Unsaved changes.") }
      return (lines, ["n NAME", "p KIND pick part", "x N remove part", "m DIST MARK", "w save"])
    }
  }
}
