import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds edit ID END ARROW VALUE`: corrects one arrow already entered, in any status;
/// `quiver rounds edit ID --score N` corrects the total of a round entered by its total alone.
struct RoundsEditCommand: QuiverCommand {
  let name = "edit"
  let summary =
    "Correct one arrow already entered (END ARROW VALUE), in any status, or the total of a round entered by its total (--score N), and print the new totals."
  let id = RoundAction.id
  let end = Argument("END", .integer(in: 1...10_000), "the end's number", arity: .optional)
  let arrow = Argument(
    "ARROW", .integer(in: Bounded.arrowsPerEnd), "its place in the end", arity: .optional)
  let value = Argument(
    "VALUE", .text("VALUE"), "the right value: X, 10…1 or M (as the end's face allows)",
    arity: .optional)
  let score = Option(
    "score", .integer(in: Bounded.score),
    "the corrected total of a round entered by its total alone (a total the round can score)")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let given = (
      try context.arguments[ifGiven: self.end], try context.arguments[ifGiven: self.arrow],
      try context.arguments[ifGiven: self.value]
    )
    if let total = try context.arguments[self.score] {
      guard given == (nil, nil, nil) else {
        throw UsageError("give END ARROW VALUE or --score, not both")
      }
      return try await editTotal(reference, total, context)
    }
    guard case (let end?, let arrow?, let notation?) = given else {
      throw UsageError("missing END ARROW VALUE (or --score N for a round entered by its total)")
    }
    let (endNumber, index) = (end, arrow - 1)
    let (round, old, arrows, card) = try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await Lookup.round(reference))
      let old = model.arrows.first { $0.endNumber == endNumber && $0.arrowIndex == index }
      try model.check(await model.correct(end: endNumber, arrow: index, to: notation))
      guard let round = model.round, let old else {
        throw CorrectionError.noArrow(end: endNumber, arrow: index + 1)
      }
      // A complete round's card (handicap, class, standing) follows the correction.
      return (round, old, model.arrows, RoundCard.completed(in: model, context))
    }
    guard let new = arrows.first(where: { $0.endNumber == endNumber && $0.arrowIndex == index })
    else { throw CorrectionError.noArrow(end: endNumber, arrow: index + 1) }
    if context.json {
      return try context.output.json(
        ArrowsChangedJSON(
          round: RoundJSON(round, arrows: arrows), entered: [ArrowJSON(new)],
          removed: [ArrowJSON(old)], card: card.map(RoundResultJSON.init)))
    }
    context.output.line(
      "end \(endNumber) arrow \(index + 1): "
        + "\(old.storedText) → \(new.entry); "
        + RoundTotals.sentence(round, arrows, end: endNumber))
    RoundCard.print(card, context)
  }

  /// Corrects the total of a round entered by its total alone, then prints it and its card.
  private func editTotal(_ reference: String, _ total: Int, _ context: CommandContext)
    async throws
  {
    let (round, old, card) = try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await Lookup.round(reference))
      let old = model.round?.recordedTotal
      try model.check(await model.correctTotal(to: total))
      guard let round = model.round else { throw ScoringError.roundNotFound(model.roundID) }
      return (round, old, RoundCard.completed(in: model, context))
    }
    if context.json {
      return try context.output.json(
        ArrowsChangedJSON(
          round: RoundJSON(round, arrows: []), entered: nil, removed: nil,
          card: card.map(RoundResultJSON.init), previousTotal: old, total: total))
    }
    context.output.line(
      "total: \(old.map(String.init) ?? "none") → \(total); " + RoundTotals.sentence(round, []))
    RoundCard.print(card, context)
  }
}
