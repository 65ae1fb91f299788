import CoreInterfaces
import Store
import Testing

@testable import CommandKit
@testable import Commands
@testable import EquipmentCommands

@Suite("Command-line parsing")
struct ParsingTests {
  static let json = Flag("json", "as JSON")
  static let kind = Option<EquipmentKind>("kind", .kind, "one kind")
  static let pass = Option("pass", .text("SPEC"), "a pass", repeatable: true)
  static let perEnd = Option("per-end", .integer(in: Bounded.arrowsPerEnd), "arrows per end")
    .defaulting(to: 6, shown: "6")
  static let id = Argument("ID", .id(.round), "the round")
  static let values = Argument("VALUE", .text("VALUE"), "arrows", arity: .oneOrMore)
  static let action = Argument<String>("ACTION", .text("ACTION"), "what", arity: .optional)

  let options = [json.spec, kind.spec, pass.spec, perEnd.spec]

  func parse(_ tokens: [String], arguments: [ArgumentSpec] = []) throws -> ParsedArguments {
    try ParsedArguments.parse(tokens, options: options, arguments: arguments, command: "quiver x")
  }

  @Test func flagsValuesAndPositionalsInAnyOrderAreReadTyped() throws {
    let parsed = try parse(
      ["ab12", "--json", "--kind", "Limbs", "X", "--pass=a", "10", "--pass", "b"],
      arguments: [Self.id.spec, Self.values.spec])
    #expect(try parsed[Self.id] == "ab12")
    #expect(try parsed[all: Self.values] == ["X", "10"])
    #expect(parsed[Self.json])
    #expect(try parsed[Self.kind] == .limbs)
    #expect(try parsed[all: Self.pass] == ["a", "b"], "a repeatable option keeps every value")
    #expect(try parsed[Self.perEnd] == 6, "the declared default")
  }

  @Test func aDoubleDashEndsOptions() throws {
    let parsed = try parse(["--", "--json", "-5"], arguments: [Self.values.spec])
    #expect(try parsed[all: Self.values] == ["--json", "-5"])
    #expect(!parsed[Self.json])
  }

  @Test func anOptionalArgumentTakesATokenOnlyWhenOneIsLeft() throws {
    let one = try parse(["ab"], arguments: [Self.id.spec, Self.action.spec])
    #expect(try one[ifGiven: Self.action] == nil)
    let two = try parse(["ab", "set"], arguments: [Self.id.spec, Self.action.spec])
    #expect(try two[ifGiven: Self.action] == "set")
  }

  @Test func helpIsAlwaysAcceptedAndSkipsArgumentChecks() throws {
    #expect(try parse(["-h"], arguments: [Self.id.spec]).wantsHelp)
    #expect(try parse(["--help"], arguments: [Self.id.spec]).wantsHelp)
  }

  @Test(arguments: [
    (
      ["--fast"],
      "unknown option '--fast' for 'quiver x'; it accepts --json, --kind KIND, --pass SPEC, --per-end N, --help"
    ),
    (["--kind"], "--kind needs KIND"),
    (["--kind", "--json"], "--kind needs KIND"),
    (["--kind="], "--kind needs KIND"),
    (["--json=yes"], "--json takes no value"),
    (["--kind", "riser", "--kind", "limbs"], "--kind was given twice; give it once"),
    (
      ["--kind", "bow"],
      "--kind takes one of riser, limbs, arrow, sight, stabilizer, string, plunger, rest, weight, accessory, not 'bow'"
    ),
    (["--per-end", "six"], "--per-end takes a whole number, not 'six'"),
  ])
  func mistakesAreUsageErrorsThatSayWhatIsAccepted(tokens: [String], message: String) {
    #expect(throws: UsageError(message)) { try parse(tokens) }
  }

  @Test func aNumberOutOfItsDeclaredRangeIsRefusedBeforeTheCommandRuns() {
    #expect(throws: ValueRangeError.self) { try parse(["--per-end", "25"]) }
  }

  @Test func missingAndExtraArgumentsAreUsageErrors() {
    #expect(throws: UsageError("missing ID")) { try parse([], arguments: [Self.id.spec]) }
    #expect(throws: UsageError("missing VALUE")) {
      try parse(["ab"], arguments: [Self.id.spec, Self.values.spec])
    }
    #expect(throws: UsageError("unexpected argument 'cd'")) {
      try parse(["ab", "cd"], arguments: [Self.id.spec])
    }
  }

  @Test func anIDThatIsNotHexadecimalIsRefusedAsTyped() {
    #expect(throws: UsageError.self) { try parse(["zz"], arguments: [Self.id.spec]) }
  }

  @Test func oneReadingResolvesTheCommandAndItsArgumentsGlobalOptionsIncluded() throws {
    let invocation = try Invocation(
      ["--db", "q.sqlite", "rounds", "--json"], commands: QuiverCLI.standardCommands)
    guard case .run(let command, let path) = invocation.action else {
      Issue.record("\(invocation.action)")
      return
    }
    #expect(command.name == "list" && path == "quiver rounds", "a group runs its default")
    #expect(invocation.arguments[Flag.json])
    #expect(try invocation.arguments[GlobalOptions.db] == "q.sqlite")
    let help = try Invocation(["rounds", "start", "-h"], commands: QuiverCLI.standardCommands)
    guard case .commandHelp(_, let helpPath) = help.action else {
      Issue.record("\(help.action)")
      return
    }
    #expect(helpPath == "quiver rounds start")
  }

  /// `main` reads the command line once and asks that reading whether the app runs (to catch
  /// stop signals first), then runs the same reading.
  @Test func theAppIsToldFromTheOneReading() {
    var terminal = QuiverCLI(defaultLocation: .inMemory)
    terminal.defaultCommand = "app"
    #expect(terminal.read([]).runsApp && terminal.read(["--in-memory"]).runsApp)
    #expect(terminal.read(["app", "--in-memory"]).runsApp)
    #expect(!terminal.read(["--help"]).runsApp && !terminal.read(["rounds"]).runsApp)
    #expect(!terminal.read(["app", "--bogus"]).runsApp, "a command line that does not parse")
    let piped = QuiverCLI(defaultLocation: .inMemory)
    #expect(!piped.read([]).runsApp && piped.read(["app"]).runsApp)
  }

  /// A required option is part of its declaration: the parser refuses a command line without
  /// it, in one wording, before the command runs; `--help` is still help.
  @Test func aRequiredOptionIsCheckedByTheParser() throws {
    let out = Option("out", .path, "where").required()
    let specs = [Self.json.spec, out.spec]
    #expect(throws: UsageError("missing --out PATH")) {
      try ParsedArguments.parse(["--json"], options: specs, command: "quiver x")
    }
    #expect(try ParsedArguments.parse(["-h"], options: specs, command: "quiver x").wantsHelp)
    let given = try ParsedArguments.parse(["--out=f"], options: specs, command: "quiver x")
    #expect(try given[out] == "f")
    #expect(out.spec.help.hasSuffix("; required"))
  }

  @Test func aMistypedCommandGetsTheClosestSuggestion() {
    #expect(Suggestion.closest(to: "round", in: ["rounds", "demo", "where"]) == "rounds")
    #expect(Suggestion.closest(to: "equipmnt", in: ["rounds", "equipment"]) == "equipment")
    #expect(Suggestion.closest(to: "shoot-arrows", in: ["rounds", "demo", "where"]) == nil)
    #expect(Suggestion.distance("kitten", "sitting") == 3)
  }
}
