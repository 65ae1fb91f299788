import Testing

@testable import Commands

@Suite("Command-line parsing")
struct ParsingTests {
  let options: [OptionSpec] = [.flag("json", "as JSON"), .value("kind", "KIND", "one kind")]

  @Test func flagsValuesAndPositionalsInAnyOrder() throws {
    let parsed = try ParsedArguments.parse(
      ["a", "--json", "--kind", "riser", "b", "--kind=limbs"], options: options, command: "t")
    #expect(parsed.positionals == ["a", "b"])
    #expect(parsed.has("json"))
    #expect(parsed.values["kind"] == ["riser", "limbs"])
    #expect(parsed.value("kind") == "limbs", "the last value wins")
  }

  @Test func aDoubleDashEndsOptions() throws {
    let parsed = try ParsedArguments.parse(["--", "--json", "-5"], options: options, command: "t")
    #expect(parsed.positionals == ["--json", "-5"])
    #expect(!parsed.has("json"))
  }

  @Test func helpIsAlwaysAccepted() throws {
    #expect(try ParsedArguments.parse(["-h"], options: [], command: "t").has("help"))
    #expect(try ParsedArguments.parse(["--help"], options: [], command: "t").has("help"))
  }

  @Test(arguments: [
    (["--fast"], "unknown option '--fast' for 'quiver x'; it accepts --json, --kind KIND, --help"),
    (["--kind"], "--kind needs KIND"),
    (["--kind", "--json"], "--kind needs KIND"),
    (["--kind="], "--kind needs KIND"),
    (["--json=yes"], "--json takes no value"),
  ])
  func mistakesAreUsageErrorsThatSayWhatIsAccepted(tokens: [String], message: String) {
    #expect(throws: UsageError(message)) {
      try ParsedArguments.parse(tokens, options: options, command: "quiver x")
    }
  }

  @Test func globalOptionsBeforeTheCommandAreSplitOff() throws {
    let invocation = try Invocation(
      ["--db", "q.sqlite", "rounds", "--json"], globalOptions: QuiverCLI.globalOptions)
    #expect(invocation.command == "rounds")
    #expect(invocation.arguments == ["--json"])
    #expect(invocation.globals.value("db") == "q.sqlite")
  }

  @Test func aMistypedCommandGetsTheClosestSuggestion() {
    #expect(Suggestion.closest(to: "round", in: ["rounds", "demo", "where"]) == "rounds")
    #expect(Suggestion.closest(to: "equipmnt", in: ["rounds", "equipment"]) == "equipment")
    #expect(Suggestion.closest(to: "shoot-arrows", in: ["rounds", "demo", "where"]) == nil)
    #expect(Suggestion.distance("kitten", "sitting") == 3)
  }
}
