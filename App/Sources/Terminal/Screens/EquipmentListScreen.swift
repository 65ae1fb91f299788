import Coordinator
import CoreInterfaces
import Equipment

/// One kind's items: a number edits, `a` adds, `d N` deletes, `/text` filters.
final class EquipmentListScreen: TerminalScreen {
  let model: EquipmentListModel

  init(_ kind: EquipmentKind, _ start: ScreenStart) {
    model = EquipmentListModel(kind: kind)
    model.start()
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    let (letter, rest) = context.command(key)
    switch (letter, rest) {
    case ("a", nil): context.coordinator.show(.equipmentEditor(model.kind, nil))
    case ("t", nil):
      model.showRetired.toggle()
      context.say(
        model.showRetired ? "Showing retired items too." : "Hiding retired items.", as: .done)
    case ("d", let position?):
      guard let row = row(position, context) else { return }
      if await model.delete(row.id) {
        context.say("Deleted \(row.title).", as: .done)
      } else {
        context.say(model.error?.message ?? "Could not delete \(row.title).")
      }
    case _ where key.hasPrefix("/"):
      model.filter = String(key.dropFirst())
    default:
      guard context.listNumber(key) != nil else { return context.unknown(key) }
      if let row = row(key, context) {
        context.coordinator.show(.equipmentEditor(model.kind, row.id))
      }
    }
  }

  private func row(_ text: String, _ context: ScreenContext) -> EquipmentRow? {
    let rows = model.rows
    guard let position = context.listNumber(text), rows.indices.contains(position - 1) else {
      context.say("No item \(text): type a number from 1 to \(rows.count).")
      return nil
    }
    return rows[position - 1]
  }

  func draw(_ context: ScreenContext) -> ScreenText {
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
