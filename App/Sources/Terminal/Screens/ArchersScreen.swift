import Coordinator
import CoreInterfaces
import Foundation

/// The archers sharing the database, and which is active: a number switches, a NAME adds.
final class ArchersScreen: TerminalScreen {
  let model = ArchersModel()

  init(_ start: ScreenStart) {
    start.load { [model] in await model.start() }
  }

  func handle(_ key: String, _ context: ScreenContext) async {
    let (letter, rest) = context.command(key)
    switch (letter, rest) {
    case ("a", let name?):
      guard await model.add(name: name) else { return context.say(model.error?.message ?? "") }
      context.say("Added \(name).", as: .done)
    case ("g", let text?), ("y", let text?), ("t", let text?):
      await edit(letter, text, context)
    case ("x", let text?):
      guard let position = context.listNumber(text) else { return context.unknown(key) }
      switch await model.remove(position: position) {
      case .needsConfirming:
        let name = model.confirmingRemoval?.name ?? "this archer"
        context.say(
          "Remove \(name) with every round and piece of gear they own? Type x \(position) again.")
      case .removed: context.say("Removed; their rounds and gear went with them.", as: .done)
      case .refused: context.say(model.error?.message ?? "")
      }
    default:
      guard let position = context.listNumber(key) else { return context.unknown(key) }
      guard await model.switchTo(position: position) else {
        return context.say(model.error?.message ?? "")
      }
      context.say(
        "\(model.active?.name ?? "The archer") is active: every screen shows their rounds and gear.",
        as: .done)
    }
  }

  /// `g N GENDER`, `y N AGE`, `t N STYLE`: the words and bounds of `quiver archers edit`.
  private func edit(_ letter: String, _ text: String, _ context: ScreenContext) async {
    let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2, let position = context.listNumber(parts[0]) else {
      let what = ["g": "GENDER", "y": "AGE", "t": "STYLE"][letter] ?? "VALUE"
      return context.say("Type \(letter) N \(what): N is the archer's number in the list.")
    }
    let word = parts[1].trimmingCharacters(in: .whitespaces)
    var change = ArcherChange()
    do {
      switch letter {
      case "g": change.gender = try NotOneOf.word(word, what: "the gender")
      case "y": change.ageGroup = try NotOneOf.word(word, what: "the age group")
      default: change.bowStyle = try NotOneOf.word(word, what: "the bow style")
      }
    } catch {
      return context.say(error.sentence)
    }
    guard await model.edit(position: position, change), let archer = model.lastEdited else {
      return context.say(model.error?.message ?? "")
    }
    context.say(
      "\(archer.name): \(archer.bowStyle.rawValue) \(archer.gender.rawValue) "
        + "\(archer.ageGroup.rawValue).", as: .done)
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    let damage = model.damaged.map { "! \(Names.shownSafely($0.description))" }
    let lines =
      model.archers.isEmpty && damage.isEmpty
      ? ["No archers yet: a NAME adds one (the first takes over what is already recorded)."]
      : model.archers.enumerated().map { position, archer in
        let active = archer.id == model.active?.id ? "  ← active" : ""
        let category =
          "\(archer.bowStyle.rawValue), \(archer.gender.rawValue), \(archer.ageGroup.rawValue)"
        return "\(position + 1). \(archer.name) (\(category))\(active)"
      } + damage
    return (
      lines,
      [
        "a number switches", "a NAME adds", "g N GENDER", "y N AGE", "t N STYLE", "x N removes",
      ]
    )
  }
}
