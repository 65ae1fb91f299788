import CoreInterfaces
import Foundation
import Presentation

/// `quiver rounds catalog`: the standard rounds Quiver knows.
struct RoundsCatalogCommand: QuiverCommand {
  let name = "catalog"
  let summary = "List the standard rounds, with their distances and maximum scores."
  let options: [OptionSpec] = [.flag("json", "print the rounds as a JSON array")]

  /// One round as `--json` prints it.
  struct Row: Encodable {
    let codename: String
    let name: String
    let maxScore: Int?
    let arrows: Int?
    let arrowsPerEnd: Int
    let passes: [String]
  }

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let rounds = RoundCatalogue.all
    if context.arguments.has("json") {
      try context.output.json(
        rounds.map { round in
          Row(
            codename: round.id, name: round.name, maxScore: round.maxScore,
            arrows: round.totalArrows, arrowsPerEnd: round.arrowsPerEnd,
            passes: round.passes.map(Self.describe))
        })
      return
    }
    let rows = rounds.map { round in
      [
        round.id,
        "\(round.name) — max \(round.maxScore ?? 0), \(round.totalArrows ?? 0) arrows, "
          + "\(round.arrowsPerEnd) per end",
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }

  /// `36@70m/122cm/10_zone`, the form `rounds custom add --pass` takes.
  static func describe(_ pass: RoundDefinition.Pass) -> String {
    let compact = { (length: Length) in length.description.replacingOccurrences(of: " ", with: "") }
    return "\(pass.arrows)@\(compact(pass.distance))/\(compact(pass.faceDiameter))/"
      + pass.system.rawValue + (pass.indoor ? "/indoor" : "")
  }
}
