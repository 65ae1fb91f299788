import Coordinator
import CoreInterfaces
import Presentation
import Scoring

extension TerminalSession {
  func scoringKey(_ key: String, _ model: LiveScoringModel) async {
    switch key {
    case "": if !(await model.completeEnd()) { say(model.error?.message ?? "") }
    case "u": if !(await model.undo()) { say(model.error?.message ?? "Nothing to undo.") }
    case "r": if !(await model.redo()) { say(model.error?.message ?? "Nothing to redo.") }
    case "f":
      guard await model.finish() else { return say(model.error?.message ?? "") }
      say(
        "Finished \(model.round?.definition.name ?? "the round"): \(model.runningTotal).",
        as: .done)
      coordinator.popToRoot()
    default:
      // Several arrows may share a line (`X 10 9`, `@12,-30 9`); the first bad one stops the
      // rest, and every arrow before it is already saved.
      for word in key.split(separator: " ").map(String.init) {
        if let refusal = await enter(word, model) { return say(refusal) }
      }
    }
  }

  /// One arrow: notation (`X`, `9`, `M`), or `@x,y` — where it hit, in millimetres (inches in
  /// imperial units) right of and above the centre, scored by the line rule.
  /// Returns why the arrow was refused, or `nil` when it is saved.
  private func enter(_ word: String, _ model: LiveScoringModel) async -> String? {
    let saved: Bool
    if word.hasPrefix("@") {
      let numbers = word.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        .map { Double($0) }
      guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite
      else {
        return "'\(word)' is not a place: write @x,y, e.g. @12,-30 (\(units.smallUnit) right of "
          + "and above the centre)."
      }
      saved = await model.plot(x: units.metres(small: x), y: units.metres(small: y))
    } else {
      saved = await model.enter(notation: word)
    }
    return saved ? nil : model.error?.message ?? "'\(word)' is not a score."
  }

  func scoringText(_ model: LiveScoringModel) -> (body: [String], keys: [String]) {
    guard let round = model.round, let card = model.card else {
      return ([model.error.map { "Could not load the round: \($0.message)" } ?? "Loading…"], [])
    }
    let palette = palette
    let max = round.definition.maxScore.map { " / \($0)" } ?? ""
    var lines = [
      "\(round.definition.name) (\(round.status.displayName)): \(model.runningTotal)\(max)"
    ]
    for end in card.ends where end.number < model.currentEndNumber {
      let system = round.system(forEnd: end.number)
      let arrows = end.arrows.map { palette.arrow($0.value, on: system) }.joined(separator: " ")
      lines.append("  end \(end.number): \(arrows) = \(end.total) (\(end.runningTotal))")
    }
    if let (number, pass) = model.currentPass {
      let which = "distance \(number + 1) of \(round.definition.passes.count)"
      let arrows = model.currentEnd.map { palette.arrow($0.value, on: model.currentSystem) }
        .joined(separator: " ")
      lines.append(
        "End \(model.currentEndNumber), \(which), \(units.distance(pass.distance)): \(arrows.isEmpty ? "—" : arrows) = \(model.endTotal)"
      )
    } else if card.isFull {
      lines.append("Every arrow is shot: f finishes the round.")
    }
    return (
      lines, ["X 10…1 M score", "@x,y plot", "Enter ends the end", "u undo", "r redo", "f finish"]
    )
  }
}
