import Analytics
import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Presentation
import Scoring

/// `quiver rounds show ID`: the round end by end, with end and running totals, then its score
/// card.
struct RoundsShowCommand: QuiverCommand {
  let name = "show"
  let summary = "Show a round end by end, with end and running totals, then its score card."

  let id = Argument("ID", .id(.round), "the round")
  let json = Flag.json

  /// The round as `--json` prints it: the round, then its ends with their arrows.
  struct Sheet: Encodable {
    struct End: Encodable {
      let number: Int
      let total: Int
      let runningTotal: Int
      let arrows: [ArrowJSON]
    }
    /// The bow setup it was shot with: its ID and the version it had then.
    struct Setup: Encodable {
      let id: String
      let name: String?
      let version: Int?
    }
    let round: RoundJSON
    let bowSetup: Setup?
    let ends: [End]
    let card: RoundResultJSON?
  }

  func run(_ context: CommandContext) async throws {
    let reference = try context.arguments[self.id]
    let (round, arrows, setupName, result) = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let id = try await Lookup.round(reference)
      let round = try await rounds.round(id)
      // The setup's name is a courtesy: a setup that cannot be read leaves its ID and version.
      var name: String?
      if let setup = round.setup { name = try? await Lookup.setup(setup.description).name }
      return (round, try await rounds.arrows(id), name, await RoundCard.read(id, context))
    }
    let setup = round.setup.map {
      Sheet.Setup(id: $0.description, name: setupName, version: round.setupVersion)
    }
    let card = ScoreCard(definition: round.definition, arrows: arrows)
    if context.json {
      return try context.output.json(
        Sheet(
          round: RoundJSON(round, arrows: arrows), bowSetup: setup,
          ends: card.ends.map { end in
            .init(
              number: end.number, total: end.total, runningTotal: end.runningTotal,
              arrows: arrows.filter { $0.endNumber == end.number }.map(ArrowJSON.init))
          }, card: result.map(RoundResultJSON.init)))
    }
    for line in ScoreSheetText.lines(round, card) { context.output.line(line) }
    for arrow in arrows {
      guard let points = arrow.damagedPoints else { continue }
      let (end, place) = (arrow.endNumber, arrow.arrowIndex + 1)
      // Read as damaged, so points its face scores were damaged by their X mark.
      let damage =
        round.system(forEnd: end).flatMap {
          ArrowDamage.of(points: points, isX: true, isMiss: false, on: $0)
        } ?? .points
      context.output.line(
        "! Damaged arrow: end \(end), arrow \(place) \(damage.describe(points)); shown and counted as a miss. 'quiver rounds edit \(round.id) \(end) \(place) VALUE' corrects it."
      )
    }
    // The card is the stored summary's. When another program changed an arrow behind it, the
    // two totals differ: say which is which, and that the arrows are what is stored.
    let fromArrows = card.ends.last?.runningTotal ?? 0
    if round.recordedTotal == nil, let stored = result?.summary.tally.total, stored != fromArrows {
      context.output.line(
        "! Two totals: the arrows above add up to \(fromArrows), and they are what is stored; the score card below is the stored summary's, \(stored), made before an arrow was changed elsewhere. 'quiver check' names the difference."
      )
    }
    if let setup {
      let version = setup.version.map { ", version \($0)" } ?? ""
      context.output.line("Shot with bow setup \(setup.name ?? setup.id)\(version).")
    }
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
    RoundCard.print(result, context)
  }
}
