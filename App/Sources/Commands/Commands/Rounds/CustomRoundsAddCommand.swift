import CoreInterfaces
import Scoring

/// `quiver rounds custom add --name N --pass SPEC…`.
struct CustomRoundsAddCommand: QuiverCommand {
  static let roundName = Option("name", .text("NAME"), "what to call it")
  static let perEnd = Option("per-end", .integer(in: Bounded.arrowsPerEnd), "arrows per end")
    .defaulting(to: 6, shown: "6")
  static let pass = Option(
    "pass",
    ValueType(placeholder: "SPEC", accepted: "ARROWS@DISTANCE/FACE/SYSTEM[/indoor]") { text, _ in
      try RoundDefinition.Pass(argument: text)
    }, "a distance, e.g. 36@30m/80cm/10_zone", repeatable: true)

  let name = "add"
  let summary =
    "Add a custom round: --name, --per-end, and one --pass ARROWS@DISTANCE/FACE/SYSTEM[/indoor] per distance."
  let options = [Self.roundName.spec, Self.perEnd.spec, Self.pass.spec, Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    guard let name = try context.arguments[Self.roundName] else {
      throw UsageError("missing --name")
    }
    // A malformed name is the command line's fault (exit 64), as for archers and gear.
    _ = try Names.validated(name, "round name")
    let passes = try context.arguments[all: Self.pass]
    guard !passes.isEmpty else {
      throw UsageError("give at least one --pass, e.g. 36@30m/80cm/10_zone")
    }
    let perEnd = try context.arguments[Self.perEnd]
    let saved = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      return try await rounds.saveCustomRound(
        RoundDefinition(id: "", name: name, passes: passes, arrowsPerEnd: perEnd))
    }
    if context.json { return try context.output.json(RoundDefinitionJSON(saved)) }
    context.output.line(
      "\(saved.id): \(saved.name), max \(saved.maxScore ?? 0), \(saved.totalArrows ?? 0) arrows")
  }
}
