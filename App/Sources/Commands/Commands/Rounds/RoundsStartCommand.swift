import CoreInterfaces
import Equipment
import Scoring

/// `quiver rounds start CODENAME [--setup ID]`: starts a round and prints its ID.
struct RoundsStartCommand: QuiverCommand {
  static let codename = Argument(
    "CODENAME", .text("CODENAME", completion: .data(.startableRounds)),
    "a standard round ('quiver rounds catalog'), one of your custom rounds (by codename or name), or 'practice'"
  )
  static let setup = Option(
    "setup", .id(.setup), "the bow setup shot with (its bow style decides compound inner-10)")
  static let distance = Option("distance", .length, "practice: the distance")
  static let face = Option("face", .face, "practice: the face's diameter")
  static let system = Option<ScoringSystem>(
    "system", .cases("SYSTEM"), "practice: the scoring system")
  static let perEnd = Option(
    "per-end", .integer(in: Bounded.arrowsPerEnd), "practice: arrows per end"
  ).defaulting(to: 6, shown: "6")
  static let indoor = Flag("indoor", "practice: shot indoors")

  let name = "start"
  let summary =
    "Start a round of CODENAME (standard or custom; 'practice' with --distance, --face, --system) and print its ID."
  let arguments = [Self.codename.spec]
  let options = [
    Self.setup.spec, Self.distance.spec, Self.face.spec, Self.system.spec, Self.perEnd.spec,
    Self.indoor.spec, Flag.json.spec,
  ]

  func run(_ context: CommandContext) async throws {
    let codename = try context.arguments[Self.codename]
    let isPractice = codename.lowercased() == "practice"
    if !isPractice, let given = try practiceOnlyOptionGiven(context.arguments) {
      throw UsageError("\(given) is for 'practice' rounds only; \(codename) sets its own")
    }
    let practice = isPractice ? try practiceDefinition(context) : nil
    let round = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let definition: RoundDefinition
      if let practice {
        definition = practice
      } else {
        definition = try await rounds.definition(named: codename)
      }
      var setup: BowSetup?
      if let text = try context.arguments[Self.setup] { setup = try await Lookup.setup(text) }
      return try await rounds.start(definition, setup?.summary)
    }
    if context.json { return try context.output.json(RoundJSON(round, arrows: [])) }
    context.output.line(round.id.description)
  }

  /// The first practice-only option given, as typed (`--distance`), if any.
  private func practiceOnlyOptionGiven(_ arguments: ParsedArguments) throws -> String? {
    if try arguments[Self.distance] != nil { return "--\(Self.distance.spec.name)" }
    if try arguments[Self.face] != nil { return "--\(Self.face.spec.name)" }
    if try arguments[Self.system] != nil { return "--\(Self.system.spec.name)" }
    if try arguments[Self.perEnd.option] != nil { return "--\(Self.perEnd.option.spec.name)" }
    return arguments[Self.indoor] ? "--\(Self.indoor.spec.name)" : nil
  }

  private func practiceDefinition(_ context: CommandContext) throws -> RoundDefinition {
    let arguments = context.arguments
    guard let distance = try arguments[Self.distance], let face = try arguments[Self.face],
      let system = try arguments[Self.system]
    else { throw UsageError("practice needs --distance, --face and --system") }
    return .practice(
      distance: distance, face: face, system: system, indoor: arguments[Self.indoor],
      arrowsPerEnd: try arguments[Self.perEnd])
  }
}
