import Analytics
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// `quiver rounds show ID`: the round end by end, with end and running totals.
struct RoundsShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show a round end by end, with end and running totals."
  let arguments = "ID"
  let options: [OptionSpec] = [.flag("json", "print the round as JSON")]

  /// The round as `--json` prints it.
  struct Sheet: Encodable {
    struct End: Encodable {
      let number: Int
      let arrows: [String]
      let total: Int
      let runningTotal: Int
    }
    let id: String
    let codename: String
    let name: String
    let status: String
    let bowStyle: String?
    let total: Int
    let maxScore: Int?
    let arrows: Int
    let totalArrows: Int?
    let ends: [End]
  }

  func run(_ context: CommandContext) async throws {
    let reference = try context.positional(0, "ID")
    try context.expectNoMorePositionals(than: 1)
    let (round, card) = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let id = try await RoundArgument.resolve(reference)
      let round = try await rounds.round(id)
      return (round, ScoreCard(definition: round.definition, arrows: try await rounds.arrows(id)))
    }
    if context.arguments.has("json") {
      return try context.output.json(
        Sheet(
          id: round.id.description, codename: round.definition.id, name: round.definition.name,
          status: round.status.rawValue, bowStyle: round.bowStyle?.rawValue, total: card.total,
          maxScore: round.definition.maxScore, arrows: card.arrowsShot,
          totalArrows: round.definition.totalArrows,
          ends: card.ends.map {
            .init(
              number: $0.number, arrows: $0.arrows.map(\.description), total: $0.total,
              runningTotal: $0.runningTotal)
          }))
    }
    for line in ScoreSheetText.lines(round, card) { context.output.line(line) }
    let record = RoundRecord(
      id: round.id, definition: round.definition, status: round.status, bowStyle: round.bowStyle,
      startedAt: round.startedAt,
      arrows: card.ends.flatMap { end in
        end.arrows.enumerated().map { index, entry in
          PlottedArrow(
            value: entry.value, endNumber: end.number, arrowIndex: index, x: entry.position?.x,
            y: entry.position?.y, arrowNumber: entry.arrowNumber)
        }
      })
    if record.arrows.contains(where: { $0.position != nil }) {
      context.output.line("")
      for line in UnicodeFace.lines(record) { context.output.line("  " + line) }
      context.output.line(
        "  ● an arrow (◉ several), + the group centre; 'quiver plot round' draws it as SVG")
    }
  }
}
