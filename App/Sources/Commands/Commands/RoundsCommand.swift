import CoreInterfaces

/// `quiver rounds`: the standard rounds Quiver knows.
struct RoundsCommand: QuiverCommand {
  let name = "rounds"
  let summary = "List the standard rounds Quiver knows, with their maximum scores."
  let options: [OptionSpec] = [.flag("json", "print the rounds as a JSON array")]

  /// One round as `--json` prints it.
  struct Row: Encodable {
    let codename: String
    let name: String
    let maxScore: Int
    let arrows: Int
    let arrowsPerEnd: Int
  }

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let rounds = RoundCatalogue.all
    if context.arguments.has("json") {
      try context.output.json(
        rounds.map {
          Row(
            codename: $0.id, name: $0.name, maxScore: $0.maxScore, arrows: $0.totalArrows,
            arrowsPerEnd: $0.arrowsPerEnd)
        })
      return
    }
    let rows = rounds.map { round in
      [
        round.id,
        "\(round.name) — max \(round.maxScore), \(round.totalArrows) arrows, "
          + "\(round.arrowsPerEnd) per end",
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
