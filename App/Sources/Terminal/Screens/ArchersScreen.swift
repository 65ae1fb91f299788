import Coordinator
import CoreInterfaces

extension TerminalSession {
  func archersKey(_ key: String, _ model: ArchersModel) async {
    let (letter, rest) = command(key)
    switch (letter, rest) {
    case ("a", let name?):
      guard await model.add(name: name) else { return say(model.error?.message ?? "") }
      say("Added \(name).", as: .done)
    case ("x", let text?):
      guard let position = listNumber(text) else { return unknown(key) }
      switch await model.remove(position: position) {
      case .needsConfirming:
        let name = model.confirmingRemoval?.name ?? "this archer"
        say("Remove \(name) with every round and piece of gear they own? Type x \(position) again.")
      case .removed: say("Removed; their rounds and gear went with them.", as: .done)
      case .refused: say(model.error?.message ?? "")
      }
    default:
      guard let position = listNumber(key) else { return unknown(key) }
      guard await model.switchTo(position: position) else { return say(model.error?.message ?? "") }
      say(
        "\(model.active?.name ?? "The archer") is active: every screen shows their rounds and gear.",
        as: .done)
    }
  }

  func archersText(_ model: ArchersModel) -> (body: [String], keys: [String]) {
    let damage = model.damaged.map { "! \(Names.shownSafely($0.description))" }
    let lines =
      model.archers.isEmpty && damage.isEmpty
      ? ["No archers yet: a NAME adds one (the first takes over what is already recorded)."]
      : model.archers.enumerated().map { position, archer in
        let active = archer.id == model.active?.id ? "  ← active" : ""
        return "\(position + 1). \(archer.name) (\(archer.bowStyle.rawValue))\(active)"
      } + damage
    return (lines, ["a number switches", "a NAME adds", "x N removes"])
  }
}
