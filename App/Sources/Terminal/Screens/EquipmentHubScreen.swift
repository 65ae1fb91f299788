import Coordinator
import CoreInterfaces
import Equipment

extension TerminalSession {
  /// The hub: a number lists that kind, `s` the bow setups.
  func equipmentHubKey(_ key: String) {
    let kinds = EquipmentKind.allCases
    if key == "s" {
      coordinator.show(.setupsList)
      return
    }
    guard let position = listNumber(key), kinds.indices.contains(position - 1) else {
      return listNumber(key) == nil
        ? unknown(key) : say("No kind \(key): type a number from 1 to \(kinds.count).")
    }
    coordinator.show(.equipmentList(kinds[position - 1]))
  }

  func equipmentHubText(_ model: EquipmentHubModel) -> (body: [String], keys: [String]) {
    var lines = EquipmentKind.allCases.enumerated().map { position, kind in
      "\(position + 1). \(kind.displayName): \(model.counts?[kind].map(String.init) ?? "…") in use"
    }
    if let error = model.error { lines.append("Could not refresh: \(error.message)") }
    return (lines, ["a number lists that kind", "s bow setups"])
  }
}
