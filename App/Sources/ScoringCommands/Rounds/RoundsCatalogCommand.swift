import CommandKit
import CoreInterfaces
import Foundation
import Presentation

/// `quiver rounds catalog`: the standard rounds Quiver knows.
struct RoundsCatalogCommand: QuiverCommand {
  let name = "catalog"
  let summary = "List the standard rounds, with their distances and maximum scores."
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let rounds = RoundCatalogue.all
    if context.json { return try context.output.json(rounds.map(RoundDefinitionJSON.init)) }
    let rows = rounds.map { round in
      [
        round.id,
        "\(round.name) — max \(round.maxScore ?? 0), \(round.totalArrows ?? 0) arrows, "
          + "\(round.arrowsPerEnd) per end",
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
