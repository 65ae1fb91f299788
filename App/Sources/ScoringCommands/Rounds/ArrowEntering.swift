import CommandKit
import CoreInterfaces
import Scoring

/// Entering a line of arrows, shared by `rounds score` and `rounds plot`: one acknowledgement
/// line per saved arrow, or with `--json` the round and the arrows saved; the score card after
/// them when the line's last arrow completed the round.
enum ArrowEntering {
  /// Enters `line` in `model` (a full end is completed by the next arrow) and reports it.
  @MainActor
  static func enter(_ line: [ArrowInput], in model: LiveScoringModel, _ context: CommandContext)
    async throws
  {
    let before = model.arrows.count
    let json = context.json
    var saved = await model.enter(line: line, completingFullEnds: true) { arrow in
      if !json { context.output.line(acknowledgement(of: arrow, in: model)) }
    }
    // A store busy with another writer (an import, a restore, a held lock) is waited for, as
    // the feed does: a line is saved whole or not at all, so trying it again is safe.
    let deadline = ContinuousClock.now + patience
    var told = false
    while !saved, case .notSaved? = model.scoringError, ContinuousClock.now < deadline {
      if !told {
        context.output.error("The database is busy; waiting up to a minute to save this line.")
        told = true
      }
      try? await Task.sleep(for: .milliseconds(250))
      saved = await model.enter(line: line, completingFullEnds: true) { arrow in
        if !json { context.output.line(acknowledgement(of: arrow, in: model)) }
      }
    }
    let card = RoundCard.completed(in: model, context)
    // A line is saved whole or not at all: the arrows past `before` are the ones it entered.
    if json, saved, let round = model.round {
      try context.output.json(
        ArrowsChangedJSON(
          round: RoundJSON(round, arrows: model.arrows),
          entered: model.arrows.dropFirst(before).map(ArrowJSON.init), removed: nil,
          card: card.map(RoundResultJSON.init)))
    } else {
      RoundCard.print(card, context)
    }
    try model.check(saved)
  }

  /// How long a line waits for a busy store before the command says it was not saved.
  static let patience: Duration = .seconds(60)

  /// `end 2 arrow 1: X (end 10, total 67)` for `arrow`, saved in `model`'s round: printed only
  /// once the line holding it is stored, with the end and running totals at that arrow. Read
  /// from the arrow's end on (the model's running total less what came after it), so a model
  /// loaded by its last end says the same as one loaded whole.
  @MainActor
  static func acknowledgement(of arrow: ScoredArrow, in model: LiveScoringModel) -> String {
    let fromItsEnd = model.arrows.reversed().prefix { $0.endNumber >= arrow.endNumber }
    let after = fromItsEnd.prefix { $0 != arrow }
    let endTotal = fromItsEnd.filter {
      $0.endNumber == arrow.endNumber && $0.arrowIndex <= arrow.arrowIndex
    }.reduce(0) { $0 + $1.value.points }
    let total = model.runningTotal - after.reduce(0) { $0 + $1.value.points }
    return "end \(arrow.endNumber) arrow \(arrow.arrowIndex + 1): \(arrow.entry) "
      + "(end \(endTotal), total \(total))"
  }
}
