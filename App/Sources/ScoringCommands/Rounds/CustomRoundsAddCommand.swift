import CommandKit
import CoreInterfaces
import Scoring

/// `quiver rounds custom add --name N --pass SPEC…`.
struct CustomRoundsAddCommand: QuiverCommand {
  let name = "add"
  let summary =
    "Add a custom round: --name, --per-end, and one --pass ARROWS@DISTANCE/FACE/SYSTEM[/indoor] per distance."
  let roundName = Option("name", .text("NAME"), "what to call it").required()
  let perEnd = Option("per-end", .integer(in: Bounded.arrowsPerEnd), "arrows per end")
    .defaulting(to: 6, shown: "6")
  let pass = Option(
    "pass",
    ValueType(placeholder: "SPEC", accepted: "ARROWS@DISTANCE/FACE/SYSTEM[/indoor]") { text, _ in
      try RoundDefinition.Pass(argument: text)
    }, "a distance, e.g. 36@30m/80cm/10_zone", repeatable: true
  ).required()
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let name = try context.arguments[roundName]
    // A malformed name is the command line's fault (exit 64), as for archers and gear.
    _ = try Names.validated(name, "round name")
    let passes = try context.arguments[all: pass]
    let perEnd = try context.arguments[self.perEnd]
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
