import Analytics
import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// `quiver rounds show ID`: the round end by end, with end and running totals.
struct RoundsShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show a round end by end, with end and running totals."
  static let id = Argument("ID", .id(.round), "the round")

  let arguments = [Self.id.spec]
  let options = [Flag.json.spec]

  /// The round as `--json` prints it: the round, then its ends with their arrows.
  struct Sheet: Encodable {
    struct End: Encodable {
      let number: Int
      let total: Int
      let runningTotal: Int
      let arrows: [ArrowJSON]
    }
    let round: RoundJSON
    let ends: [End]
  }

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[Self.id]
    let (round, arrows) = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let id = try await Lookup.round(reference)
      return (try await rounds.round(id), try await rounds.arrows(id))
    }
    let card = ScoreCard(definition: round.definition, arrows: arrows)
    if context.json {
      return try context.output.json(
        Sheet(
          round: RoundJSON(round, arrows: arrows),
          ends: card.ends.map { end in
            .init(
              number: end.number, total: end.total, runningTotal: end.runningTotal,
              arrows: arrows.filter { $0.endNumber == end.number }.map(ArrowJSON.init))
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
