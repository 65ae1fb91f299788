import CoreInterfaces
import Equipment
import Scoring

/// `quiver rounds start CODENAME [--setup ID]`: starts a round and prints its ID.
struct RoundsStartCommand: QuiverCommand {
  let name = "start"
  let summary =
    "Start a round of CODENAME (standard or custom; 'practice' with --distance, --face, --system) and print its ID."
  let arguments = "CODENAME"
  let options: [OptionSpec] = [
    .value("setup", "ID", "the bow setup shot with (its bow style decides compound inner-10)"),
    .value("distance", "LENGTH", "practice: the distance, e.g. 18m or 20yd"),
    .value("face", "LENGTH", "practice: the face's diameter, e.g. 40cm or 16in"),
    .value("system", "SYSTEM", "practice: the scoring system, e.g. 10_zone"),
    .value("per-end", "N", "practice: arrows per end (default 6)"),
    .flag("indoor", "practice: shot indoors"),
    .flag("json", "print the round as JSON"),
  ]

  func run(_ context: CommandContext) async throws {
    let codename = try context.positional(0, "CODENAME (see 'quiver rounds catalog')")
    try context.expectNoMorePositionals(than: 1)
    let practice = codename.lowercased() == "practice" ? try practiceDefinition(context) : nil
    let round = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let definition: RoundDefinition
      if let practice {
        definition = practice
      } else {
        definition = try await rounds.definition(named: codename)
      }
      return try await rounds.start(definition, try await setup(context))
    }
    if context.arguments.has("json") {
      return try context.output.json(
        [
          "id": round.id.description, "codename": round.definition.id,
          "name": round.definition.name,
        ])
    }
    context.output.line(round.id.description)
  }

  private func setup(_ context: CommandContext) async throws -> BowSetupSummary? {
    guard let text = context.arguments.value("setup") else { return nil }
    @Dependency(\.equipment) var equipment
    let setups = try await equipment.fetchBowSetups()
    guard
      let setup = try IDPrefix.match(text, in: setups, id: \.id.description, plural: "bow setups")
    else { throw RoundLookupError.noSetup(text) }
    return setup.summary
  }

  private func practiceDefinition(_ context: CommandContext) throws(UsageError) -> RoundDefinition {
    guard let distance = context.arguments.value("distance"),
      let face = context.arguments.value("face"), let system = context.arguments.value("system")
    else { throw UsageError("practice needs --distance, --face and --system") }
    let perEnd = context.arguments.value("per-end").map { Int($0) } ?? 6
    guard let perEnd, (1...24).contains(perEnd) else {
      throw UsageError("--per-end must be a whole number from 1 to 24")
    }
    return .practice(
      distance: try Length(argument: distance), face: try Length(argument: face),
      system: try ScoringSystem(argument: system), indoor: context.arguments.has("indoor"),
      arrowsPerEnd: perEnd)
  }
}
