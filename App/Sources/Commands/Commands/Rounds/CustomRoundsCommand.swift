import CoreInterfaces
import Presentation
import Scoring

/// `quiver rounds custom add|list`: the archer's own rounds.
struct CustomRoundsCommand: QuiverCommand {
  let name = "custom"
  let summary = "Your own rounds: add one from its passes, or list them."
  let subcommands: [any QuiverCommand] = [CustomRoundsListCommand(), CustomRoundsAddCommand()]
  let defaultSubcommand: String? = "list"
}

/// `quiver rounds custom add --name N --pass SPEC…`.
struct CustomRoundsAddCommand: QuiverCommand {
  let name = "add"
  let summary =
    "Add a custom round: --name, --per-end, and one --pass ARROWS@DISTANCE/FACE/SYSTEM[/indoor] per distance."
  let options: [OptionSpec] = [
    .value("name", "NAME", "what to call it"),
    .value("per-end", "N", "arrows per end (default 6)"),
    .value(
      "pass", "SPEC", "a distance: ARROWS@DISTANCE/FACE/SYSTEM[/indoor], e.g. 36@30m/80cm/10_zone"),
    .flag("json", "print the round as JSON"),
  ]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    guard let name = context.arguments.value("name") else { throw UsageError("missing --name") }
    let specs = context.arguments.values["pass"] ?? []
    guard !specs.isEmpty else {
      throw UsageError("give at least one --pass, e.g. 36@30m/80cm/10_zone")
    }
    let passes = try specs.map { spec throws(UsageError) in try RoundDefinition.Pass(argument: spec)
    }
    let perEnd = context.arguments.value("per-end").map { Int($0) } ?? 6
    guard let perEnd else { throw UsageError("--per-end must be a whole number") }
    let saved = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      return try await rounds.saveCustomRound(
        RoundDefinition(id: "", name: name, passes: passes, arrowsPerEnd: perEnd))
    }
    if context.arguments.has("json") { return try context.output.json(saved) }
    context.output.line(
      "\(saved.id): \(saved.name), max \(saved.maxScore ?? 0), \(saved.totalArrows ?? 0) arrows")
  }
}

/// `quiver rounds custom list`.
struct CustomRoundsListCommand: QuiverCommand {
  let name = "list"
  let summary = "List your custom rounds."
  let options: [OptionSpec] = [.flag("json", "print them as a JSON array")]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let custom = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      return try await rounds.customRounds()
    }
    if context.arguments.has("json") { return try context.output.json(custom) }
    if custom.isEmpty {
      return context.output.line("No custom rounds yet ('quiver rounds custom add').")
    }
    let rows = custom.map { round in
      [
        round.id, round.name,
        round.passes.map(RoundsCatalogCommand.describe).joined(separator: " "),
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
