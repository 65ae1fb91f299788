import Coordinator
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// Live scoring of a round, resumed where it stopped: arrows (`X 10 9`, `@x,y`), Enter ends the
/// end, `u`/`r` undo and redo, `f` finishes, `x` cancels, `e`/`t` correct.
final class ScoringScreen: TerminalScreen {
  let model: LiveScoringModel

  init(_ round: RoundID, _ start: ScreenStart) {
    // NB: the model resumes the round where it stopped: its incomplete end, the next arrow.
    model = LiveScoringModel(roundID: round)
    model.arrowDiameter = start.coordinator.appearance.settings.arrowDiameter
    model.start()
    start.load { [model] in await model.load() }
  }

  func use(_ settings: AppSettings) { model.arrowDiameter = settings.arrowDiameter }

  func cover() -> Bool {
    model.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? {
    { [model] in
      model.start()
      await model.load()
    }
  }

  func handle(_ key: String, _ context: ScreenContext) async {
    let units = context.units
    switch key {
    case "": if !(await model.completeEnd()) { context.say(model.error?.message ?? "") }
    case "u": if !(await model.undo()) { context.say(model.error?.message ?? "Nothing to undo.") }
    case "r": if !(await model.redo()) { context.say(model.error?.message ?? "Nothing to redo.") }
    case "f":
      let name = model.round?.definition.name ?? "the round"
      switch await model.askToFinish() {
      case .needsConfirming(let remaining):
        context.say(
          "\(remaining) arrow\(remaining == 1 ? "" : "s") still to shoot; the last one completes "
            + "the round. f again ends it early (its card says ended early).", as: .info)
      case .finished where model.round?.progress(of: model.arrows).phase == .endedEarly:
        // Ended early: its card (incomplete) shows here.
        context.say("Ended \(name) early: \(model.runningTotal).", as: .done)
      case .finished:
        context.say("Finished \(name): \(model.runningTotal).", as: .done)
        context.coordinator.popToRoot()
      case .refused: context.say(model.error?.message ?? "")
      }
    case "x":
      switch await model.askToCancel() {
      case .needsConfirming:
        context.say(
          "Cancel this round? Its arrows stay but it takes no more: x again cancels it "
            + "(an X arrow is a capital X).", as: .info)
      case .cancelled:
        context.say("Cancelled \(model.round?.definition.name ?? "the round").", as: .done)
        context.coordinator.popToRoot()
      case .refused: context.say(model.error?.message ?? "")
      }
    case _ where key.hasPrefix("t "):
      // `t N`: the total of a round entered by its total alone (shot on paper).
      guard let total = Int(key.dropFirst(2).trimmingCharacters(in: .whitespaces)) else {
        return context.say("Write t TOTAL, e.g. t 540. Nothing was changed.")
      }
      guard await model.correctTotal(to: total) else {
        return context.say(model.error?.message ?? "")
      }
      context.say("The total is now \(total).", as: .done)
    case _ where key.hasPrefix("e "):
      // `e END ARROW VALUE`: pick an end, pick an arrow, give its right value.
      let words = key.split(separator: " ").dropFirst().map(String.init)
      guard words.count == 3, let end = Int(words[0]), let arrow = Int(words[1]), arrow >= 1 else {
        return context.say("Write e END ARROW VALUE, e.g. e 3 2 10. Nothing was changed.")
      }
      guard await model.correct(end: end, arrow: arrow - 1, to: words[2]) else {
        return context.say(model.error?.message ?? "")
      }
      context.say(
        "End \(end) arrow \(arrow) is now \(words[2]); total \(model.runningTotal).", as: .done)
    default:
      // Several arrows may share a line (`X 10 9`, `@12,-30 9`): the line is checked whole and
      // one refused arrow saves none of it.
      var inputs: [ArrowInput] = []
      for word in key.split(separator: " ").map(String.init) {
        guard let input = input(word, units) else {
          return context.say(
            "'\(word)' is not a place: write @x,y, e.g. @12,-30 (\(units.smallUnit) right of "
              + "and above the centre). Nothing was saved.")
        }
        if case .plotted(let x, let y, _) = input,
          !Bounded.plotMetres.contains(x) || !Bounded.plotMetres.contains(y)
        {
          // Said in what was typed and its unit, never in the metres it became.
          let limit = Bounded.plotMetres.upperBound / units.metres(small: 1)
          return context.say(
            "'\(word)' is off the target: x and y must each be within ±\(String(format: "%g", limit)) "
              + "\(units.smallUnit) of the centre. Nothing was saved.")
        }
        inputs.append(input)
      }
      if !(await model.enter(line: inputs, completingFullEnds: false)) {
        context.say(model.error?.message ?? "'\(key)' is not a score.")
      }
    }
  }

  /// One arrow: notation (`X`, `9`, `M`), or `@x,y` — where it hit, in millimetres (inches in
  /// imperial units) right of and above the centre, scored by the line rule; `nil` for a place
  /// that is not two numbers.
  private func input(_ word: String, _ units: UnitsFormat) -> ArrowInput? {
    guard word.hasPrefix("@") else { return .notation(word) }
    let numbers = word.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      .map { NumberText.decimal($0) }
    guard numbers.count == 2, let x = numbers[0], let y = numbers[1] else { return nil }
    return .plotted(x: units.metres(small: x), y: units.metres(small: y), arrowNumber: nil)
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    guard let round = model.round, let card = model.card else {
      return ([model.error.map { "Could not load the round: \($0.message)" } ?? "Loading…"], [])
    }
    let (palette, units) = (context.palette, context.units)
    let max = round.definition.maxScore.map { " / \($0)" } ?? ""
    let progress = round.progress(of: model.arrows)
    // A round entered by its total alone shows that total; it has no ends to shoot.
    let total = model.arrows.isEmpty ? round.recordedTotal ?? 0 : model.runningTotal
    var lines = ["\(round.definition.name) (\(progress.phase.displayName)): \(total)\(max)"]
    // The ends shot so far. While the round takes arrows, as many of the last as fit the
    // terminal (a long practice round would otherwise draw every end on each keypress); a
    // finished round, whose arrows are corrected here, shows every end.
    let shot = EndRow.rows(card, of: round).filter { $0.number < model.currentEndNumber }
    let shown =
      progress.isOpen ? shot.suffix(Swift.max(context.coordinator.listRows, 1)) : shot[...]
    if shown.count < shot.count {
      lines.append("  … \(counted(shot.count - shown.count, "earlier end"))")
    }
    lines += EndByEndText.lines(
      Array(shown), of: round.definition, bowStyle: round.bowStyle, layout: .running,
      palette: palette)
    // The end being shot, and the last end of a round its last arrow just completed.
    if progress.isOpen || !model.currentEnd.isEmpty, let (number, pass) = model.currentPass {
      let which = "distance \(number + 1) of \(round.definition.passes.count)"
      let arrows = model.currentEnd.map { palette.arrow($0.value, on: model.currentSystem) }
        .joined(separator: " ")
      lines.append(
        "End \(model.currentEndNumber), \(which), \(units.distance(pass.distance)): \(arrows.isEmpty ? "—" : arrows) = \(model.endTotal)"
      )
    } else if card.isFull, RoundProgress.isOpen(round.status) {
      lines.append("Every arrow is shot: f finishes the round.")
    }
    switch model.result {
    case .loaded(let result): lines += [""] + RoundResultText.lines(result)
    case .failed(let problem): lines.append("The score card cannot be shown: \(problem.message)")
    case .idle, .loading: break
    }
    return (lines, Self.keys(model, round))
  }

  /// The keys that work in the round's state (`RoundProgress`): scoring keys while it takes an
  /// arrow and the end has room, Enter once the end is full, undo and cancel while it is open,
  /// finish (practice, or a fixed round ended early after asking), and corrections once an
  /// arrow is.
  static func keys(_ model: LiveScoringModel, _ round: ShotRound) -> [String] {
    let progress = round.progress(of: model.arrows)
    let endFull = progress.isFull(endHolding: model.currentEnd.count)
    let shooting = progress.takesArrow
    let finishable = RoundProgress.takesArrows(in: round.status)
    let early = progress.arrowsInRound != nil && !progress.isWhole
    return [
      (shooting && !endFull, "X 10…1 M score"), (shooting && !endFull, "@x,y plot"),
      (shooting && endFull, "Enter ends the end"),
      (progress.isOpen && !model.arrows.isEmpty, "u undo"),
      (shooting && model.canRedo, "r redo"), (!model.arrows.isEmpty, "e END ARROW VALUE correct"),
      (model.arrows.isEmpty && round.recordedTotal != nil, "t TOTAL correct the total"),
      (finishable && !early, "f finish"), (finishable && early, "f ends early (asks)"),
      (progress.isOpen, "x cancel"),
    ].filter(\.0).map(\.1)
  }
}
