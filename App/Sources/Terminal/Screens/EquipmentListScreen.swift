import Coordinator
import CoreInterfaces
import Equipment

extension TerminalSession {
  /// One kind's items: a number edits, `a` adds, `d N` deletes, `/text` filters.
  func equipmentListKey(_ key: String, _ model: EquipmentListModel) async {
    let (letter, rest) = command(key)
    switch (letter, rest) {
    case ("a", nil): coordinator.show(.equipmentEditor(model.kind, nil))
    case ("t", nil):
      model.showRetired.toggle()
      say(
        model.showRetired ? "Showing retired items too." : "Hiding retired items.", as: .done)
    case ("d", let position?):
      guard let row = row(position, of: model) else { return }
      if await model.delete(row.id) {
        say("Deleted \(row.title).", as: .done)
      } else {
        say(model.error?.message ?? "Could not delete \(row.title).")
      }
    case _ where key.hasPrefix("/"):
      model.filter = String(key.dropFirst())
    default:
      guard listNumber(key) != nil else { return unknown(key) }
      if let row = row(key, of: model) { coordinator.show(.equipmentEditor(model.kind, row.id)) }
    }
  }

  private func row(_ text: String, of model: EquipmentListModel) -> EquipmentRow? {
    let rows = model.rows
    guard let position = listNumber(text), rows.indices.contains(position - 1) else {
      say("No item \(text): type a number from 1 to \(rows.count).")
      return nil
    }
    return rows[position - 1]
  }

  func equipmentListText(_ model: EquipmentListModel) -> (body: [String], keys: [String]) {
    let keys = ["a number edits", "a add", "d N delete", "/text filters", "t retired shown or not"]
    if let failure = model.items.failure { return (["Could not load: \(failure.message)"], keys) }
    var lines = model.filter.isEmpty ? [] : ["Filter: \(model.filter) (/ alone clears it)"]
    let rows = model.rows
    let damage = model.damaged.map { "! \(Names.shownSafely($0.description))" }
    if rows.isEmpty && damage.isEmpty {
      lines.append("No \(model.kind.rawValue) items here yet: a adds one.")
    }
    lines +=
      rows.enumerated().map { position, row in
        let parts = [row.subtitle, row.detail].filter { !$0.isEmpty }.joined(separator: " — ")
        return "\(position + 1). \(row.title)\(parts.isEmpty ? "" : " — " + parts)"
          + (row.retired ? " (retired)" : "")
      } + damage
    return (lines, keys)
  }
}
