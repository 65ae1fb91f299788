import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds edit ID END ARROW VALUE`: corrects one arrow already entered, in any status.
struct RoundsEditCommand: QuiverCommand {
  let name = "edit"
  let summary = "Correct one arrow already entered, in any status, and print the new totals."
  let id = RoundAction.id
  let end = Argument("END", .integer(in: 1...10_000), "the end's number")
  let arrow = Argument("ARROW", .integer(in: Bounded.arrowsPerEnd), "its place in the end")
  let value = Argument(
    "VALUE", .text("VALUE"), "the right value: X, 10…1 or M (as the end's face allows)")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[RoundAction.id]
    let (endNumber, index) = (
      try context.arguments[self.end], try context.arguments[self.arrow] - 1
    )
    let notation = try context.arguments[self.value]
    let (round, old, arrows) = try await context.withLiveDependencies { @MainActor in
      let model = try await ScoringSession.open(try await Lookup.round(reference))
      let old = model.arrows.first { $0.endNumber == endNumber && $0.arrowIndex == index }
      try model.check(await model.correct(end: endNumber, arrow: index, to: notation))
      guard let round = model.round, let old else {
        throw CorrectionError.noArrow(end: endNumber, arrow: index + 1)
      }
      return (round, old, model.arrows)
    }
    guard let new = arrows.first(where: { $0.endNumber == endNumber && $0.arrowIndex == index })
    else { throw CorrectionError.noArrow(end: endNumber, arrow: index + 1) }
    if context.json {
      return try context.output.json(
        ArrowsChangedJSON(
          round: RoundJSON(round, arrows: arrows), entered: [ArrowJSON(new)],
          removed: [ArrowJSON(old)]))
    }
    context.output.line(
      "end \(endNumber) arrow \(index + 1): \(old.entry) → \(new.entry); "
        + RoundTotals.sentence(round, arrows, end: endNumber))
  }
}
